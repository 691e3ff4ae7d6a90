/** Reads and writes the cookies JavaScript may see (the access token; never the refresh token). */
export interface CookieJar {
  read(name: string): string | null;
  write(name: string, value: string): void;
  remove(name: string): void;
}

export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() === name) return decodeURIComponent(part.slice(separator + 1).trim());
  }
  return null;
}

function secureFlag(): string {
  return window.location.protocol === 'https:' ? '; Secure' : '';
}

/** The browser's cookie jar. Cookies written here are session cookies on path `/`. */
export const documentCookies: CookieJar = {
  read: (name) => readCookie(document.cookie, name),
  write: (name, value) => {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in some supported browsers
    document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax${secureFlag()}`;
  },
  remove: (name) => {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in some supported browsers
    document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax${secureFlag()}`;
  },
};
