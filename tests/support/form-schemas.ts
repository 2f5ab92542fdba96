/** The forms' schemas speaking the test catalogue's default language (tests/fixture/content/dictionaries/en.json). */
import english from '../fixture/content/dictionaries/en.json' with { type: 'json' };
import { dictionarySchema } from '@/lib/content/kinds/dictionary';
import { formSchemas } from '@/lib/forms/schemas';
import { formWordsOf } from '@/lib/forms/words';

export const englishDictionary = dictionarySchema.parse(english);
export const englishFormWords = formWordsOf('en', englishDictionary);

export const {
  consultationFormSchema,
  consultationPayloadSchema,
  requestFormSchema,
  requestPayloadSchema,
  formPayloadSchema,
} = formSchemas(englishFormWords);
