// ANSI/VT escape sequences (CSI, OSC, and two-character escapes), then any control character left:
// C0 except tab and newline, DEL, C1, and the bidirectional overrides that reorder what a terminal shows.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const ESCAPE_SEQUENCES = /\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)?|\u001b[@-_]|\u009b[0-?]*[ -/]*[@-~]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Text from the database (a contact's name, a subject) is the public's input: printed raw, an escape
 * sequence in it could rewrite the operator's terminal, retitle it or hide lines. Everything the CLI
 * prints goes through here.
 */
export function terminalSafe(text: string): string {
  return text.replace(ESCAPE_SEQUENCES, '').replace(CONTROL, '');
}
