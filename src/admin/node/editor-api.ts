/**
 * The editor's API under `npm start`: the same handler as under `npm run dev` (api-route.ts:
 * Keystatic's local mode through content-api.ts, with its codec, checks and image limits), on
 * content/ of the served content root. src/integrations/editor-bundle.ts builds this file into
 * .astro/editor/server/, which the Node server (src/server/node/editor/) loads only when editor
 * accounts exist; Keystatic's config is built from the schemas here, with the choices read from
 * content/ on each request for them (OPTIONS_API).
 */
import { makeGenericAPIRouteHandler } from '@keystatic/core/api/generic';
import { adminConfig } from '../browser/config.ts';
import { createContentApi, editorVersion } from './content-api.ts';
import { answerRepair, saveEntryText, type TextSave } from './repair.ts';
import { REPAIR_STYLE, repairBody, repairTitle } from './repair-html.ts';
import { readAdminOptions } from './options.ts';
import type { EditorApi } from '../../server/node/editor/editor-api-contract.ts';
import type { SaveGuard } from '../../server/node/publish/save-guard.ts';

/** `guard`: saves and publishes take turns, and a stale save is refused (src/server/node/publish/). */
export function createEditorApi(contentDir: string, guard?: SaveGuard): EditorApi {
  const config = adminConfig(readAdminOptions(contentDir));
  return {
    handle: createContentApi(contentDir, makeGenericAPIRouteHandler({ config, localBaseDirectory: contentDir }), guard),
    options: () => readAdminOptions(contentDir),
    repair: async (request, editor, bar) => {
      // As the form's saves: one at a time with publishes, and refused when another editor saved the file since.
      const save = (file: string, text: string): Promise<TextSave> | TextSave =>
        guard
          ? guard.exclusive(() => {
              const refusal = guard.refusal(editor, file, editorVersion(contentDir, file));
              if (refusal) {
                const line = `content error in ${file}: (file): ${refusal}`;
                return {
                  saved: false,
                  problems: [{ file, field: '(file)', labels: [], message: refusal }],
                  lines: [line],
                };
              }
              const result = saveEntryText(contentDir, file, text);
              const sha = result.saved ? editorVersion(contentDir, file) : undefined;
              if (sha) guard.saved(editor, file, sha);
              return result;
            })
          : saveEntryText(contentDir, file, text);
      const answer = await answerRepair(contentDir, request, save);
      if (answer.kind === 'redirect') return { status: 303, location: answer.location };
      if (answer.kind === 'bad-request') return { status: 400 };
      const { file } = answer.view;
      // The version this editor now has before them: a later save by another is then named.
      const sha = file !== undefined && answer.view.text !== undefined ? editorVersion(contentDir, file) : undefined;
      if (file !== undefined && sha && !answer.view.refused) guard?.opened(editor, file, sha);
      return {
        status: answer.status,
        title: `${repairTitle(file)} · Content editor`,
        style: REPAIR_STYLE,
        body: repairBody(answer.view, bar),
      };
    },
  };
}
