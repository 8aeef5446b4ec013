// CloudFront Function (JavaScript runtime 2.0, viewer request) for the site in a private S3 bucket
// (s3-sync.sh), whose REST API serves no index.html for "/x/" nor redirects "/x":
//   /envivo/ -> /envivo/index.html;  /envivo -> 301 /envivo/ (query string kept);  /a.js as is.
// Pair it with custom error responses 403 and 404 -> /404.html, code 404, and a response headers
// policy with the headers of out/_headers (s3-sync.sh prints them).
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- CloudFront calls it by name.
function handler(event) {
  const request = event.request;
  const uri = request.uri;
  if (uri.endsWith('/')) {
    request.uri = uri + 'index.html';
    return request;
  }
  if (uri.substring(uri.lastIndexOf('/') + 1).indexOf('.') !== -1) return request;
  // A key given more than once ('?a=1&a=2') lists every value in multiValue (AWS's own example reads it so).
  const values = (key) => request.querystring[key].multiValue || [request.querystring[key]];
  const query = Object.keys(request.querystring)
    .map((key) => values(key).map((each) => (each.value === '' ? key : key + '=' + each.value)).join('&'))
    .join('&');
  return { statusCode: 301, statusDescription: 'Moved Permanently', headers: { location: { value: uri + '/' + (query ? '?' + query : '') } } };
}
