import { afterEach, describe, expect, it, vi } from 'vitest';
import { formMessageIn } from '../../shared/forms/form-message';
import type { z } from 'zod';
import {
  contactInfoSchema,
  contactLiveSchema,
  contactSubmitSchema,
  EXTRA_PROPERTIES_MAX_KEYS,
  EXTRA_PROPERTY_MAX_LENGTH,
  FORM_TYPES,
  queryProperties,
} from '../../shared/forms/contact-forms';
import { CONTACT_MESSAGES } from '#messages/shared/forms/form-messages';
import { fieldErrors, NAME_MIN_LENGTH } from '../../shared/forms/field-rules';
import { submitLooksInactive } from '../../client/components/site-forms/request-submit-rule';
import { HELP_FORM_TEXT } from '#messages/client/components/site-forms/help-form';
import { siteContactIntro } from '../../client/components/site-forms/site-contact-intro';
import { supportChat } from '../../client/lib/support-chat';

/** docs/requirements.md §5.1, word for word: the tests compare against these, not against the code's constants. */
const SPEC = {
  contactNameRequired: 'Contact name is required',
  nameRequired: 'Name is required',
  nameTooShort: 'Name must be at least 4 characters long.',
  email: 'Please enter a valid email',
  messageRequired: 'Message is required',
};

function errorsOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error, formMessageIn('en'));
}

const valid = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'More Hildegard, please.' };

describe('contact, report and request rules (docs/requirements.md §5.1)', () => {
  it("keeps the requirements' wording and the 4-character minimum (§9.1)", () => {
    expect(CONTACT_MESSAGES).toEqual(SPEC);
    expect(NAME_MIN_LENGTH).toBe(4);
    expect(FORM_TYPES).toEqual({ contact: 4, report: 5, request: 5 });
  });

  it('live: an empty name reads "Contact name is required", a short one the length message', () => {
    expect(errorsOf(contactLiveSchema, { ...valid, name: '' }).name).toBe(SPEC.contactNameRequired);
    expect(errorsOf(contactLiveSchema, { ...valid, name: '   ' }).name).toBe(SPEC.contactNameRequired);
    expect(errorsOf(contactLiveSchema, { ...valid, name: 'A' }).name).toBe(SPEC.nameTooShort);
    expect(errorsOf(contactLiveSchema, { ...valid, name: 'Ada' }).name).toBe(SPEC.nameTooShort);
    // Spaces around the name do not count towards its length.
    expect(errorsOf(contactLiveSchema, { ...valid, name: '  Ada  ' }).name).toBe(SPEC.nameTooShort);
    expect(errorsOf(contactLiveSchema, { ...valid, name: 'Adam' }).name).toBeUndefined();
  });

  it('submit: an empty name reads "Name is required"; everything else as live', () => {
    expect(errorsOf(contactSubmitSchema, { name: '', email: '', message: '' })).toEqual({
      name: SPEC.nameRequired,
      email: SPEC.email,
      message: SPEC.messageRequired,
    });
    expect(errorsOf(contactSubmitSchema, { ...valid, name: 'Ada' }).name).toBe(SPEC.nameTooShort);
    expect(errorsOf(contactSubmitSchema, valid)).toEqual({});
  });

  it('email: a standard address, else "Please enter a valid email", live and on submit', () => {
    for (const schema of [contactLiveSchema, contactSubmitSchema]) {
      for (const bad of ['', 'ada', 'ada@', 'ada@example', 'ada @example.com', '@example.com', 'ada@.com', 'ada@example.']) {
        expect(errorsOf(schema, { ...valid, email: bad }).email, bad).toBe(SPEC.email);
      }
      for (const good of ['ada@example.com', 'a.b+c@mail.example.co.uk', ' ada@example.com ']) {
        expect(errorsOf(schema, { ...valid, email: good }).email, good).toBeUndefined();
      }
    }
  });

  it('message: empty (or only spaces) reads "Message is required", live and on submit', () => {
    for (const schema of [contactLiveSchema, contactSubmitSchema]) {
      expect(errorsOf(schema, { ...valid, message: '' }).message).toBe(SPEC.messageRequired);
      expect(errorsOf(schema, { ...valid, message: ' \n ' }).message).toBe(SPEC.messageRequired);
      expect(errorsOf(schema, { ...valid, message: 'x' }).message).toBeUndefined();
    }
  });

  it('the posted body is the submit rules plus formType 4 or 5 and the query map', () => {
    const body = { ...valid, formType: FORM_TYPES.request, extraProperties: { q: 'hildegard' } };
    expect(contactInfoSchema.parse(body)).toEqual(body);
    expect(errorsOf(contactInfoSchema, { ...body, formType: 3 }).formType).toBeDefined();
    expect(errorsOf(contactInfoSchema, { ...body, name: '' }).name).toBe(SPEC.nameRequired);
    expect(contactInfoSchema.parse({ ...valid, formType: 4 }).extraProperties).toEqual({});
  });
});

describe('extraProperties from the query string', () => {
  it('is the page query as a map, first value of a repeated key', () => {
    expect(queryProperties('')).toEqual({});
    expect(queryProperties('?enquiry=institutions')).toEqual({ enquiry: 'institutions' });
    expect(queryProperties('?q=bach+cello&q=other&ref=search')).toEqual({ q: 'bach cello', ref: 'search' });
  });

  it(`keeps at most ${EXTRA_PROPERTIES_MAX_KEYS} keys and ${EXTRA_PROPERTY_MAX_LENGTH} characters per value`, () => {
    expect(EXTRA_PROPERTIES_MAX_KEYS).toBe(20);
    expect(EXTRA_PROPERTY_MAX_LENGTH).toBe(200);
    const many = new URLSearchParams(Array.from({ length: 30 }, (_, i) => [`k${i}`, `v${i}`])).toString();
    const map = queryProperties(`?${many}`);
    expect(Object.keys(map)).toHaveLength(20);
    expect(map.k0).toBe('v0');
    expect(map.k19).toBe('v19');
    expect(map.k20).toBeUndefined();
    expect(queryProperties(`?q=${'x'.repeat(500)}`).q).toHaveLength(200);
    // A key longer than the bound is dropped rather than cut (it would collide or mislead).
    expect(queryProperties(`?${'k'.repeat(201)}=v&ok=1`)).toEqual({ ok: '1' });
    // What the page builds always passes the BFF's bounds.
    expect(contactInfoSchema.safeParse({ ...valid, formType: 4, extraProperties: queryProperties(`?${many}&q=${'x'.repeat(500)}`) }).success).toBe(true);
  });
});

describe('Request content: the "styled disabled" submit rule', () => {
  it('looks unavailable while the name is empty, even with no message showing', () => {
    expect(submitLooksInactive({}, '')).toBe(true);
    expect(submitLooksInactive({}, '   ')).toBe(true);
  });

  it('looks unavailable while any message shows, whichever field it belongs to', () => {
    expect(submitLooksInactive({ email: SPEC.email }, 'Ada Lovelace')).toBe(true);
    expect(submitLooksInactive({ message: SPEC.messageRequired }, 'Ada Lovelace')).toBe(true);
    expect(submitLooksInactive({ name: SPEC.nameTooShort }, 'Ada')).toBe(true);
  });

  it('looks available with a name and no message showing', () => {
    expect(submitLooksInactive({}, 'Ada')).toBe(false);
    expect(submitLooksInactive({ email: undefined }, 'Ada Lovelace')).toBe(false);
  });
});

describe('/contact intro by enquiry', () => {
  it('speaks to institutions and partnerships, and falls back to the general line', () => {
    const { intro } = HELP_FORM_TEXT.siteContact;
    expect(siteContactIntro('institutions', intro)).toBe(intro.institutions);
    expect(siteContactIntro('partnership', intro)).toBe(intro.partnership);
    expect(siteContactIntro(null, intro)).toBe(intro.default);
    expect(siteContactIntro('constructor', intro)).toBe(intro.default);
    expect(siteContactIntro('toString', intro)).toBe(intro.default);
  });
});

describe('support-chat adapter', () => {
  afterEach(() => vi.unstubAllGlobals());

  const fakeWidget = () => ({ showNewMessage: vi.fn(), hide: vi.fn() });

  it('drives the widget on the page when a chat is configured', () => {
    const widget = fakeWidget();
    vi.stubGlobal('window', { SupportChat: widget });
    const chat = supportChat('https://help.example.org/chat');
    chat.openNewMessage();
    chat.hide();
    expect(widget.showNewMessage).toHaveBeenCalledTimes(1);
    expect(widget.hide).toHaveBeenCalledTimes(1);
  });

  it('does nothing when no chat is configured, even with a widget on the page', () => {
    const widget = fakeWidget();
    vi.stubGlobal('window', { SupportChat: widget });
    const chat = supportChat('');
    chat.openNewMessage();
    chat.hide();
    expect(widget.showNewMessage).not.toHaveBeenCalled();
    expect(widget.hide).not.toHaveBeenCalled();
  });

  it('does nothing (and does not throw) without a widget, or outside a browser', () => {
    vi.stubGlobal('window', {});
    expect(() => supportChat('https://help.example.org/chat').openNewMessage()).not.toThrow();
    vi.stubGlobal('window', undefined);
    expect(() => supportChat('https://help.example.org/chat').hide()).not.toThrow();
  });
});
