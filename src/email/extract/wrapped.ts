// Mail apps wrap long lines at ~72–78 characters: a paragraph's lines belong together.
import { isSignOffLine } from "./clean-text";
import { matchLabel } from "./labels";

/** "1. Jane", "2) Kit", "3 - Leeds", "Q4. Bristol", "#5 UK": a numbered answer; group 1 its number, group 2 its text. */
// ("6/7. 2 – 2019 and 2024", "3 & 4. …": two questions answered on one line, read by the first: parser.ts.)
export const NUMBERED = /^\s*(?:[Qq#]\s?)?(\d{1,2})(?:\s*[/&+]\s*\d{1,2})?(?:\s*[.)]|\s+[-–—]|(?<=[Qq#]\s?\d{1,2})[:\s])\s*(.*)$/;

const WRAPPED_MIN = 60;

/** Whether `line` is the wrapped end of `previous`, as the mail app sent them. */
export function continuesWrapped(previous: string, line: string): boolean {
  return (
    previous.length >= WRAPPED_MIN &&
    !/[.!?:：]\s*$/.test(previous) &&
    line.trim() !== "" &&
    matchLabel(line) === null &&
    // "…a mezzanotte\nA presto": a closing under the last answer is not its wrapped end.
    !isSignOffLine(line) &&
    !NUMBERED.test(line) &&
    !/^\s*[-*•]\s/.test(line)
  );
}

export function unwrap(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const previous = out[out.length - 1];
    if (previous !== undefined && continuesWrapped(previous, line)) out[out.length - 1] = `${previous.trimEnd()} ${line.trim()}`;
    else out.push(line);
  }
  return out;
}
