import { EMAIL_DOMAINS, FEMALE_NAMES, LIMA_DISTRICTS, MALE_NAMES, STREETS, SURNAMES } from './people-data';
import type { Random } from './random';

export interface DemoPerson {
  nombres: string;
  apellidos: string;
  dni: string;
  celular: string;
  correo: string;
  /** true = Masculino (spec 001 §3 swGenero). */
  swGenero: boolean;
}

/** `José Luis` → `jose luis`: e-mail addresses carry no accents. */
function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * Invents people with identifiers unique across everyone it creates (and the ones it is told are taken),
 * since DNI and e-mail are unique in the tables that hold people.
 */
export class PersonFactory {
  readonly #random: Random;
  readonly #dnis: Set<string>;
  readonly #celulares = new Set<string>();
  readonly #correos: Set<string>;
  readonly #male: readonly string[];
  readonly #female: readonly string[];

  /**
   * `taken.names`: the staff's given names, which no client takes, so that searching the movements
   * log for a staff member's name finds their own entries rather than a namesake client's (decision
   * 0045).
   */
  constructor(
    random: Random,
    taken: { dnis: readonly string[]; correos: readonly string[]; names?: readonly string[] },
  ) {
    this.#random = random;
    this.#dnis = new Set(taken.dnis);
    this.#correos = new Set(taken.correos.map((correo) => correo.toLowerCase()));
    const staffNames = new Set(taken.names ?? []);
    this.#male = MALE_NAMES.filter((name) => !staffNames.has(name));
    this.#female = FEMALE_NAMES.filter((name) => !staffNames.has(name));
  }

  person(): DemoPerson {
    const random = this.#random;
    const swGenero = random.chance(0.6);
    const names = swGenero ? this.#male : this.#female;
    const first = random.pick(names);
    const second = random.chance(0.45) ? random.pick(names.filter((name) => name !== first)) : undefined;
    const paternal = random.pick(SURNAMES);
    const maternal = random.pick(SURNAMES.filter((surname) => surname !== paternal));
    return {
      nombres: second ? `${first} ${second}` : first,
      apellidos: `${paternal} ${maternal}`,
      dni: this.#unique(this.#dnis, () => this.#dni()),
      celular: this.#unique(
        this.#celulares,
        () => `9${random.int(0, 99_999_999).toString().padStart(8, '0')}`,
      ),
      correo: this.#email(first, paternal, maternal),
      swGenero,
    };
  }

  /** An address in a Lima district, as clients write it. */
  address(): string {
    const random = this.#random;
    const number = random.int(1, 48) * 50 + random.int(0, 49);
    const flat = random.chance(0.35) ? `, Dpto. ${random.int(1, 18)}0${random.int(1, 4)}` : '';
    return `${random.pick(STREETS)} ${number}${flat}, ${random.pick(LIMA_DISTRICTS)}`;
  }

  /** Adults' DNIs in use today run from the low millions (older people, leading 0) to the high 70 millions. */
  #dni(): string {
    return this.#random.int(4_000_000, 79_999_999).toString().padStart(8, '0');
  }

  #email(first: string, paternal: string, maternal: string): string {
    const random = this.#random;
    const domain = random.weighted(EMAIL_DOMAINS);
    const local = random
      .pick([
        `${plain(first)}.${plain(paternal)}`,
        `${plain(first).charAt(0)}${plain(paternal)}`,
        `${plain(first)}${plain(paternal)}${plain(maternal).charAt(0)}`,
        `${plain(paternal)}.${plain(first)}`,
      ])
      .replace(/\s+/g, '');
    let candidate = `${local}@${domain}`;
    while (this.#correos.has(candidate)) candidate = `${local}${random.int(1, 99)}@${domain}`;
    this.#correos.add(candidate);
    return candidate;
  }

  #unique(taken: Set<string>, make: () => string): string {
    let value = make();
    while (taken.has(value)) value = make();
    taken.add(value);
    return value;
  }
}

/** A natural person's RUC: 10 + DNI + the check digit of SUNAT's modulo-11 rule. */
export function personalRuc(dni: string): string {
  const base = `10${dni}`;
  const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  const sum = weights.reduce((total, weight, i) => total + weight * Number(base[i]), 0);
  const check = (11 - (sum % 11)) % 10;
  return `${base}${check}`;
}
