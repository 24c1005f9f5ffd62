/** What no answer may carry, whatever was sent: a 5xx, a stack trace or a path inside the server. */

const STACK_TRACE = /\bat (?:async )?\S+ \([^()]*:\d+:\d+\)|\bat (?:file:\/\/|\/|node:)[^\s()]*:\d+:\d+/;
const INTERNAL_PATH = /\/work\/|node_modules|file:\/\/|\/(?:src|dist)\/[\w/.-]+\.[cm]?[jt]sx?\b|\.tsx?:\d+:\d+/;

/** The problems of one answer, none when it is clean (each names the text it found). */
export function answerProblems(status: number, body: string, deliberate503 = false): string[] {
  const problems: string[] = [];
  if (status >= 500 && !(status === 503 && deliberate503)) problems.push(`HTTP ${status}`);
  const trace = STACK_TRACE.exec(body);
  if (trace) problems.push(`a stack trace in the body ("${trace[0]}")`);
  const path = INTERNAL_PATH.exec(body);
  if (path) problems.push(`an internal path in the body ("${path[0]}")`);
  return problems;
}

/**
 * `deliberate503`: a documented 503 the caller recognised (api/CONTRACT.md: the unconfigured Razorpay webhook, the
 * media renderer's back-pressure with `retry-after`), which asks the sender to retry rather than reporting a fault.
 * Throws (so fast-check shrinks and reports the case) when the answer has problems. */
export function expectCleanAnswer(what: string, status: number, body: string, deliberate503 = false): void {
  const problems = answerProblems(status, body, deliberate503);
  if (problems.length > 0) throw new Error(`${what}: ${problems.join(', ')}\n${body.slice(0, 600)}`);
}
