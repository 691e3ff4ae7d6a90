/** Spec 000 §2: the prefilled WhatsApp message ('Hello! I want more information please'). */
export const DEFAULT_WHATSAPP_MESSAGE = '¡Hola! Quiero más información, por favor.';

export function whatsappLink(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}
