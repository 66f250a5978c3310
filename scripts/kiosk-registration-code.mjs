// A one-time kiosk registration code for `npm start`: waits for the API to answer, signs in as
// the demo administrator and issues a code for a gate (POST /devices/registration-codes).
// Returns null when the API does not come up or has no demo administrator (production data),
// in which case the kiosk shows its own registration screen.

const DEMO_ADMIN = { email: 'admin@kijani.example', password: 'change-me-admin' };

async function waitForApi(apiBaseUrl, seconds) {
  for (let waited = 0; waited < seconds; waited++) {
    const healthy = await fetch(`${apiBaseUrl}/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return true;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return false;
}

/** The code (string) for `gatePublicId`, or null. */
export async function demoRegistrationCode(apiBaseUrl, gatePublicId) {
  if (!(await waitForApi(apiBaseUrl, 120))) return null;
  const login = await fetch(`${apiBaseUrl}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  });
  if (!login.ok) return null;
  const { auth_token: token } = await login.json();
  const issued = await fetch(`${apiBaseUrl}/devices/registration-codes`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ gate_public_id: gatePublicId }),
  });
  return issued.ok ? (await issued.json()).code : null;
}
