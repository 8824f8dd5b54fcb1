/** tagParts: a translated sentence cut at its one marked span, or null when the tag is not there once, in order. */
import { describe, expect, it } from 'vitest';
import { tagParts } from '../../runtime/i18n/tagParts.ts';

describe('tagParts', () => {
  it.each([
    ['I accept the <rules>rules</rules>', { before: 'I accept the ', inner: 'rules', after: '' }],
    ['<rules>Kurallar</rules> kabul ediyorum', { before: '', inner: 'Kurallar', after: ' kabul ediyorum' }],
    ['a <rules><b>x</b> & y</rules> z', { before: 'a ', inner: '<b>x</b> & y', after: ' z' }],
  ])('%s', (text, parts) => expect(tagParts(text, 'rules')).toEqual(parts));

  it.each([
    'no tag',
    'only <rules>open',
    'close</rules> first <rules>',
    '<rules>a</rules> <rules>b</rules>',
    '<rules>a</rules></rules>',
    '<rule>a</rule>',
  ])('null for %s', (text) => expect(tagParts(text, 'rules')).toBeNull());
});
