/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';

/** The function as CloudFront runs it: a bare script defining `handler`, no module system. */
type Event = { request: { uri: string; querystring: Record<string, { value: string; multiValue?: { value: string }[] }> } };
const handler = runInNewContext(`${readFileSync(path.join(__dirname, 'cloudfront-function.js'), 'utf8')}\nhandler`) as (event: Event) => unknown;

const viewerRequest = (uri: string, querystring: Event['request']['querystring'] = {}) => ({ request: { uri, querystring } });

describe('the CloudFront viewer-request function', () => {
  it('serves a directory through its index.html', () => {
    expect(handler(viewerRequest('/'))).toMatchObject({ uri: '/index.html' });
    expect(handler(viewerRequest('/envivo/'))).toMatchObject({ uri: '/envivo/index.html' });
  });

  it('redirects a path without extension to its trailing slash, keeping the query', () => {
    expect(handler(viewerRequest('/envivo', { utm_source: { value: 'whatsapp' }, ref: { value: '' } }))).toEqual({
      statusCode: 301,
      statusDescription: 'Moved Permanently',
      headers: { location: { value: '/envivo/?utm_source=whatsapp&ref' } },
    });
  });

  it('keeps every value of a key given more than once', () => {
    const repeated = { tag: { value: 'a', multiValue: [{ value: 'a' }, { value: 'b' }] }, utm_source: { value: 'fb' } };
    expect(handler(viewerRequest('/envivo', repeated))).toMatchObject({ headers: { location: { value: '/envivo/?tag=a&tag=b&utm_source=fb' } } });
  });

  it('leaves files alone', () => {
    expect(handler(viewerRequest('/_next/static/chunks/a.js'))).toMatchObject({ uri: '/_next/static/chunks/a.js' });
    expect(handler(viewerRequest('/sitemap.xml'))).toMatchObject({ uri: '/sitemap.xml' });
  });
});
