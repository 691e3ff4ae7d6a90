import { DEFAULT_SITE_SETTINGS } from '@motorplaza/domain/settings/default-settings';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ContactButton } from './contact-button';

const toggle = () => screen.getByRole('button', { name: 'Contáctanos' });
/** The options the button controls (hidden lists have no accessible name to find them by). */
const options = () => document.getElementById(toggle().getAttribute('aria-controls') ?? '');

function scrollTo(y: number) {
  act(() => {
    window.scrollY = y;
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => scrollTo(0));

describe('ContactButton', () => {
  it('closes with Escape and gives focus back to the button', () => {
    render(<ContactButton settings={DEFAULT_SITE_SETTINGS} />);
    fireEvent.click(toggle());
    expect(options()).toBeVisible();
    screen.getByRole('link', { name: 'WhatsApp' }).focus();
    fireEvent.keyDown(document.activeElement ?? document, { key: 'Escape' });
    expect(options()).not.toBeVisible();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
  });

  it('closes with Escape without taking focus from elsewhere on the page', () => {
    render(
      <>
        <input aria-label="Otro campo" />
        <ContactButton settings={DEFAULT_SITE_SETTINGS} />
      </>,
    );
    fireEvent.click(toggle());
    const field = screen.getByRole('textbox', { name: 'Otro campo' });
    field.focus();
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(options()).not.toBeVisible();
    expect(field).toHaveFocus();
  });

  it('turns compact once the page scrolls, keeping its name', () => {
    render(<ContactButton settings={DEFAULT_SITE_SETTINGS} />);
    expect(toggle()).not.toHaveAttribute('data-compact');
    scrollTo(400);
    expect(toggle()).toHaveAttribute('data-compact');
    expect(toggle()).toHaveAccessibleName('Contáctanos');
    scrollTo(0);
    expect(toggle()).not.toHaveAttribute('data-compact');
  });
});
