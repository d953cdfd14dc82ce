import { ApiProblem } from './api-problem.ts';

/** No contract nests deeper than a few levels; deeper bodies are refused before anything walks them. */
export const MAX_JSON_DEPTH = 32;

/** Whether `text` nests arrays and objects deeper than `limit`; brackets inside strings don't count. */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index += 1; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === 0x5d || char === 0x7d) depth -= 1;
  }
  return false;
}

/** The 400 for a body nested too deeply: a linear scan of the raw text, so no parser or validator recurses into it. */
export function tooDeepJson(text: string): ApiProblem | null {
  if (!jsonDepthExceeds(text, MAX_JSON_DEPTH)) return null;
  return new ApiProblem('malformed_json', {
    detail: `The JSON body nests deeper than ${MAX_JSON_DEPTH} levels. Send a flatter body.`,
  });
}
