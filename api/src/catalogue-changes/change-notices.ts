/** Receivers answer 400 to more tags than this in one body (api/CONTRACT.md "Change notices"). */
export const MAX_TAGS_PER_NOTICE = 100;

export type ChangeNoticeOptions = {
  /** CACHE_INVALIDATION_URLS, posted in this order (the gateway first, then the web). */
  urls: readonly string[];
  /** CACHE_INVALIDATION_SECRET, sent as `Authorization: Bearer <secret>`. */
  secret: string;
  coalesceMs?: number;
  /** Retries after the first attempt (3): waits of backoffMs, 2×, 4×. */
  retries?: number;
  backoffMs?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
  log?: (line: string) => void;
};

export type ChangeNotices = {
  /** Queues tags; the tags queued within `coalesceMs` go out as one notice. Never throws. */
  enqueue(tags: readonly string[]): void;
  /** Resolves once everything queued so far was delivered or given up (tests, shutdown). */
  settled(): Promise<void>;
};

/**
 * Posts catalogue change notices to the gateway and the web so they drop their cached pages. A failure is
 * retried, then logged: it never fails (nor delays) the write that caused it.
 */
export function createChangeNotices(options: ChangeNoticeOptions): ChangeNotices {
  const coalesceMs = options.coalesceMs ?? 50;
  const retries = options.retries ?? 3;
  const backoffMs = options.backoffMs ?? 200;
  const timeoutMs = options.timeoutMs ?? 3_000;
  const send = options.fetch ?? fetch;
  const log = options.log ?? ((line: string) => console.warn(line));
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const inFlight = new Set<Promise<void>>();

  async function post(url: string, tags: string[]): Promise<void> {
    const body = JSON.stringify({ tags });
    for (let attempt = 0; ; attempt += 1) {
      let problem: string;
      try {
        const response = await send(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${options.secret}` },
          body,
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
        });
        await response.body?.cancel();
        if (response.ok) return;
        problem = `HTTP ${response.status}`;
      } catch (error) {
        problem = error instanceof Error ? error.message : String(error);
      }
      if (attempt >= retries) {
        log(`catalogue change notice to ${url} failed after ${attempt + 1} attempts (${problem}); tags: ${tags.slice(0, 5).join(', ')}${tags.length > 5 ? ', …' : ''}`);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, backoffMs * 2 ** attempt));
    }
  }

  async function deliver(tags: string[]): Promise<void> {
    for (let start = 0; start < tags.length; start += MAX_TAGS_PER_NOTICE) {
      const chunk = tags.slice(start, start + MAX_TAGS_PER_NOTICE);
      // In order: the web renders through the gateway, so the gateway must forget first.
      for (const url of options.urls) await post(url, chunk);
    }
  }

  function flush(): void {
    timer = undefined;
    const tags = [...pending];
    pending = new Set();
    if (tags.length === 0 || options.urls.length === 0) return;
    const delivery = deliver(tags).finally(() => inFlight.delete(delivery));
    inFlight.add(delivery);
  }

  return {
    enqueue(tags) {
      for (const tag of tags) pending.add(tag);
      timer ??= setTimeout(flush, coalesceMs);
    },
    async settled() {
      while (timer || inFlight.size > 0) {
        if (timer) await new Promise((resolve) => setTimeout(resolve, coalesceMs));
        await Promise.all([...inFlight]);
      }
    },
  };
}
