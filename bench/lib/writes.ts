/**
 * One write a second through the API as ADMIN, until stopped: the site settings saved with their
 * telephone changed, then changed back, and so on (the data ends as it began). Any write moves the
 * data's generation, so every kept staff list is computed again at its next request (decision 0036).
 */
export interface Writes {
  /** Stops after the write under way; resolves with how long each write took to answer, in ms. */
  stop(): Promise<number[]>;
}

interface Settings {
  version: number;
  telefono: string;
  [field: string]: unknown;
}

async function save(baseUrl: string, token: string, settings: Settings): Promise<Settings> {
  const response = await fetch(`${baseUrl}/api/v1/ajustes`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(settings),
  });
  const body = (await response.json()) as { data?: { ajustes: Settings } };
  if (!response.ok || !body.data) throw new Error(`settings save: ${response.status}`);
  return body.data.ajustes;
}

export async function writeEverySecond(baseUrl: string, token: string): Promise<Writes> {
  const read = (await (await fetch(`${baseUrl}/api/v1/ajustes`)).json()) as { data: { ajustes: Settings } };
  const original = read.data.ajustes.telefono;
  let current = read.data.ajustes;
  const answeredMs: number[] = [];
  let stopped = false;
  const loop = (async () => {
    const started = Date.now();
    for (let second = 1; !stopped; second++) {
      const before = performance.now();
      current = await save(baseUrl, token, {
        ...current,
        telefono: second % 2 === 1 ? '(01) 555-0136' : original,
      });
      answeredMs.push(performance.now() - before);
      const wait = started + second * 1000 - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
    if (current.telefono !== original)
      current = await save(baseUrl, token, { ...current, telefono: original });
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      return answeredMs;
    },
  };
}
