/**
 * The labelled controls (`Field`, `TextAreaField`, `SelectField`) share one frame: the label
 * names the control, its hint and field message are linked to it and a message marks it
 * invalid, as a screen reader announces them.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Field } from './Field';
import { SelectField } from './SelectField';
import { TextAreaField } from './TextAreaField';

/** The attributes of the first `<tag …>` in `markup`, or null when there is none. */
function attributes(markup: string, tag: string): Record<string, string> | null {
  const element = new RegExp(`<${tag}((?:\\s+[\\w-]+(?:="[^"]*")?)*)\\s*/?>`).exec(markup);
  if (!element) return null;
  return Object.fromEntries(
    [...(element[1] ?? '').matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map((pair) => [
      pair[1],
      pair[2] ?? '',
    ]),
  );
}

/** The rendered control (`tag`), and what its label, hint and message carry. */
function linksOf(markup: string, tag: string) {
  const text = (className: string) => {
    const found = new RegExp(`<p id="([^"]+)" class="${className}">([^<]*)</p>`).exec(markup);
    return found ? { id: found[1], text: found[2] } : null;
  };
  return {
    control: attributes(markup, tag)!,
    labelFor: attributes(markup, 'label')?.for,
    hint: text('field-hint'),
    error: text('field-error'),
  };
}

describe('labelled controls', () => {
  it('link the label, the hint and the message to an input, marked invalid', () => {
    const markup = renderToStaticMarkup(
      createElement(Field, {
        label: 'Phone',
        hint: 'Start with country code.',
        error: 'This field is required',
        name: 'phone',
      }),
    );
    const { control, labelFor, hint, error } = linksOf(markup, 'input');
    expect(labelFor).toBeTruthy();
    expect(control.id).toBe(labelFor);
    expect(control.name).toBe('phone');
    expect(control['aria-invalid']).toBe('true');
    expect(control['aria-describedby']).toBe(`${hint?.id} ${error?.id}`);
    expect(hint?.text).toBe('Start with country code.');
    expect(error?.text).toBe('This field is required');
  });

  it('leave a control without a message valid and described by nothing', () => {
    const { control, error } = linksOf(
      renderToStaticMarkup(createElement(Field, { label: 'Name' })),
      'input',
    );
    expect(control).not.toHaveProperty('aria-invalid');
    expect(control).not.toHaveProperty('aria-describedby');
    expect(error).toBeNull();
  });

  it('give a text area 8 rows unless told, and its hint', () => {
    const eight = linksOf(
      renderToStaticMarkup(createElement(TextAreaField, { label: 'Body', hint: 'Markdown' })),
      'textarea',
    );
    expect(eight.control.rows).toBe('8');
    expect(eight.control.id).toBe(eight.labelFor);
    expect(eight.control['aria-describedby']).toBe(eight.hint?.id);
    const three = linksOf(
      renderToStaticMarkup(createElement(TextAreaField, { label: 'Note', rows: 3 })),
      'textarea',
    );
    expect(three.control.rows).toBe('3');
  });

  it('link a select’s message and offer its empty first choice', () => {
    const markup = renderToStaticMarkup(
      createElement(SelectField, {
        label: 'Country',
        options: [{ value: 'KE', label: 'Kenya' }],
        placeholder: 'Choose',
        error: 'Country is required',
      }),
    );
    const { control, labelFor, error } = linksOf(markup, 'select');
    expect(control.id).toBe(labelFor);
    expect(control['aria-describedby']).toBe(error?.id);
    expect(error?.text).toBe('Country is required');
    expect(
      [...markup.matchAll(/<option value="([^"]*)">([^<]*)<\/option>/g)].map((option) => [
        option[1],
        option[2],
      ]),
    ).toEqual([
      ['', 'Choose'],
      ['KE', 'Kenya'],
    ]);
  });
});
