/**
 * The words of the form being rendered (src/lib/forms/words.ts), for the pieces every form shares
 * (the required note, the submit button, the failure message): each form island provides its own.
 */
import { createContext, useContext } from 'react';
import type { FormWords } from '@/lib/forms/words';

const FormWordsContext = createContext<FormWords | undefined>(undefined);

export const FormWordsProvider = FormWordsContext.Provider;

export function useFormWords(): FormWords {
  const words = useContext(FormWordsContext);
  if (!words) throw new Error('A form piece rendered outside a form island (FormWordsProvider)');
  return words;
}
