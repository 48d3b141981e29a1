// Questions out of pasted text: one a line, or the questions and prompts of an interview script.

const NUMBERING = /^\s*(?:[-*•·–]|\(?\d{1,3}[.):]|\(?[a-z][.)]|Q\s?\d{1,3}[.:)]?|#{1,6})\s+/i;
const SPEAKER = /^\s*(?<who>interviewer|moderator|facilitator|researcher|int|mod|q|i|participant|respondent|interviewee|user|p\d*|r|a)\s*:\s*/i;
const ANSWERING = /^(?:participant|respondent|interviewee|user|p\d*|r|a)$/i;
const PROMPT = /^(?:tell (?:me|us)|describe|walk (?:me|us) through|talk (?:me|us) through|show (?:me|us)|explain|think (?:back )?(?:about|of) the last time)\b/i;

/** One question a line: numbering and bullets removed, blank lines and headings ("Part 2:") skipped. */
export function questionsFromLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(NUMBERING, '').trim())
    .filter((line) => line !== '' && !(/:$/.test(line) && !line.includes('?')));
}

/**
 * An interview script: the interviewer's questions (sentences ending in "?") and prompts ("Tell me
 * about…", "Describe…"); speaker labels, the participant's lines, stage directions in brackets and
 * other sentences ("Thanks for joining.") are left out.
 */
export function questionsFromScript(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    let line = raw.replace(NUMBERING, '');
    const speaker = SPEAKER.exec(line);
    if (speaker?.groups && ANSWERING.test(speaker.groups.who!)) continue;
    line = line.replace(SPEAKER, '').replace(/\[[^\]]*\]|\((?:probe|note|if [^)]*|optional)[^)]*\)/gi, ' ').trim();
    for (const sentence of line.match(/[^.?!]+(?:[.?!]+|$)/g) ?? []) {
      const s = sentence.trim();
      if (s.endsWith('?') || PROMPT.test(s)) out.push(s);
    }
  }
  return out;
}
