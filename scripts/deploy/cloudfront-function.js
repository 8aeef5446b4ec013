// CloudFront Function (JavaScript runtime 2.0, viewer request) for the site in a private S3 bucket
// (s3-sync.sh), whose REST API serves no index.html for "/x/" nor redirects "/x":
//   /envivo/ -> /envivo/index.html;  /envivo -> 301 /envivo/ (query string kept);  /a.js as is.
// Pair it with custom error responses 403 and 404 -> /404.html, code 404, and a response headers
// policy with the headers of out/_headers (s3-sync.sh prints them).
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- CloudFront calls it by name.
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.endsWith('/')) {
    request.uri = uri + 'index.html';
    return request;
  }
  if (uri.substring(uri.lastIndexOf('/') + 1).indexOf('.') !== -1) return request;
  var query = Object.keys(request.querystring)
    .map(function (key) {
      var value = request.querystring[key].value;
      return value === '' ? key : key + '=' + value;
    })
    .join('&');
  return { statusCode: 301, statusDescription: 'Moved Permanently', headers: { location: { value: uri + '/' + (query ? '?' + query : '') } } };
}
