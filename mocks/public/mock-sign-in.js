// The script of mock-sign-in.html, in a file of its own: the site's CSP runs no inline script.
const encode = (value) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const reply = (message) => {
  if (window.opener) window.opener.postMessage({ type: 'mock-sign-in', ...message }, window.location.origin);
};
document.addEventListener('click', (event) => {
  const button = event.target.closest('button');
  if (!button) return;
  if (button.hasAttribute('data-cancel')) return window.close();
  if (button.dataset.error) return reply({ error: button.dataset.error });
  const now = Math.floor(Date.now() / 1000);
  const payload = { iss: 'mock-idp', sub: button.dataset.email, email: button.dataset.email, name: button.dataset.name, iat: now, exp: now + 300 };
  reply({ idToken: `${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.mock` });
});
