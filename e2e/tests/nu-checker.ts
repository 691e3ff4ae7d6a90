import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';

/** The Nu Html Checker of the vnu-jar package (run with the machine's Java, 11 or later). */
const VNU_JAR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')),
  'build/dist/vnu.jar',
);

interface NuMessage {
  readonly type: 'error' | 'info' | 'non-document-error';
  readonly subType?: string;
  readonly url?: string;
  readonly lastLine?: number;
  readonly firstColumn?: number;
  readonly message: string;
  readonly extract?: string;
}

/**
 * Every error and warning the Nu Html Checker finds in the files, one line each (file, line.column,
 * kind, message and the extract around it), from ONE start of the checker for all of them. Its plain
 * information messages (React's `<meta … />` slash, which it calls harmless) are left out with
 * `--skip-info-messages`; warnings are kept.
 */
export async function nuFindings(files: readonly string[]): Promise<string[]> {
  const { stdout } = await promisify(execFile)(
    'java',
    ['-jar', VNU_JAR, '--format', 'json', '--stdout', '--skip-info-messages', '--exit-zero-always', ...files],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const { messages } = JSON.parse(stdout) as { messages: NuMessage[] };
  return messages.map((found) => {
    const where = `${path.basename(found.url ?? '?')}:${found.lastLine ?? '?'}.${found.firstColumn ?? '?'}`;
    const kind = found.subType ? `${found.type} ${found.subType}` : found.type;
    return `${where} ${kind}: ${found.message}\n    …${found.extract ?? ''}…`;
  });
}
