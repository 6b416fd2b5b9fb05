// The tool-name rule of the model APIs (Anthropic's, the strictest common one): a name outside it makes
// the whole request fail, so such a tool is left off the wire instead (CATALOG-021).
export const API_TOOL_NAME = /^[a-zA-Z0-9_-]{1,64}$/;

export function isApiToolName(name: string): boolean {
  return API_TOOL_NAME.test(name);
}
