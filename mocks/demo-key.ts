/**
 * The demo server's RSA key pair (mock only: check:build proves no mock file
 * reaches a production build). Fixed, as a real server's key is between
 * rotations: a reload keeps the same key id, the recorded demo world
 * (generated/prism) is the same on every run, and no page waits for a
 * 2048-bit key to be generated (which takes seconds on a busy phone or CI
 * machine).
 */
export const DEMO_KEY_ID = 'mock-demo-2026';

export const DEMO_PUBLIC_KEY_PEM = `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAllfmlN/+tRYMOn5EoBdA
SLPNK2lZqMNpCP4TP0qxWL2aDyeU3wtKs+K8UeW9KUB+Un2N+eI6TEgOeuHj/fpM
nEbrm3BwHdVbLMV/WGDVx94Cre5aEW66/JIpm1N/iYO71XaHknUI/wtBoYHgpXTk
BXlCrh10Pm6rdnp1RQHjSpSjG9ru20O9TOvOmYBnc+Ulr19482HCGsZsICOO8n8z
vLsmrtpKX1q1+owSC0adSMxyKflEmOLSH+xnPLGQDkx2qZf/M5YvXzHY1ev1qt8h
DmbU/tDWgyl9FfSSYgOOhJW2jhT5TLhHWzPe/uXX6U+7bMzsFkKSezE9Fc7V1Ujr
WQIDAQAB
-----END PUBLIC KEY-----`;

/** PKCS #8, DER, base64. */
export const DEMO_PRIVATE_KEY_PKCS8 = `
MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQCWV+aU3/61Fgw6fkSgF0BIs80raVmow2kI/hM/SrFYvZoPJ5Tf
C0qz4rxR5b0pQH5SfY354jpMSA564eP9+kycRuubcHAd1VssxX9YYNXH3gKt7loRbrr8kimbU3+Jg7vVdoeSdQj/C0GhgeCldOQF
eUKuHXQ+bqt2enVFAeNKlKMb2u7bQ71M686ZgGdz5SWvX3jzYcIaxmwgI47yfzO8uyau2kpfWrX6jBILRp1IzHIp+USY4tIf7Gc8
sZAOTHapl/8zli9fMdjV6/Wq3yEOZtT+0NaDKX0V9JJiA46ElbaOFPlMuEdbM97+5dfpT7tszOwWQpJ7MT0VztXVSOtZAgMBAAEC
ggEABNosann6QKzyqGv32go2EcKf02VbNpur8ara7dbYIiA9xHxyDRV9C+Y8TruxSboM+auXX/fBtZbjxL/dTw6mLKsLTUvT39qe
zoicmLpzW+KEnUl35bUjBXt61UpcxOWYCTEspKObWTlAnS5Rv5/7VgPjt4vi0GWw/1S/doKI6+4TKeM8Qpl8DyUa/ib8ElIPfysw
lZ8HHi1QlshwKF62tjSq+0zX5szgUfIVrpH3+eA/XlH+ahDMWjyHhmYwjv0XxSmyMJF4VdBY0vY+iASz70/70bIcx8ey0PAGQL5s
Hhs0AiD9U+SYHv9jGN3+/cOQg56oF1JsIiI0f+mFkAOhiQKBgQDJfyRaSYsABJmAAVEjeFJa3oBz2Ibq8mqytjRKFAF9te3w3C9N
NZc5mdLqSBMn9KTDuhV60370FNLAK94TKCed9sFrzYK9wyIbR49cYNHzJJPc+dl1TGL0Bptf3ebLT40n6lu+01B9CL+D52qtUGxQ
3vn+5vxqPLjnb7IIeFnplQKBgQC/ApfHw9bL2dxyY2sB50O9sllPmhrgiGyoEw0w4cZCT5NlOv9Sp2ZwZa1HZK2SmLtuJDOpAUEf
DYPTSnijqvEN686vsBtxiO/P4AJADtGoeaih7LpnQiKBzUPKzPjFzkzTJJ8XTxMG3dxUcdG4bxDE4Y51SUYaIx3T7h+HSCxxtQKB
gA/MCfuSHHWp5qbkc4oGWt6I5yUt6pXs33SXWE4ed2d1pevmN0ckVnDLoH+Bmw7c3TYDFsAEaMWWBFfQmJ6D3WdC+zMKb5+U9s2Q
tKqXZJ5dVcJTTDsn+/IJupCvgvKZkAV7GCpDwuGql+ktcW2ZCoTkllDnpw5lKFHsrdaAKPxpAoGBAJWWtUF4SPbaxr86xun1sOKW
E0W4/YWMsfOq//ChUIBMC7YCz0Ru31X0+xBnc1vUiy0F4wNffR2RmwTVVMdwr1nkq7iBpexzfsQAviJmuKFFreAqIg2OCLI5C/d+
MPHQz++nxYQepFsDU3M6tDDJootdzhBicykzCUAZQ83RoyTlAoGAVAuicca0wXTwlXsGUbgOblqPkZ6rwIDHVKZm5+WIh5JFLLZT
LRkNSSr6w3k7gRriqoRzDAeR9UNwWqpR37wvhOPmjzo3NGX6Tu8C5u6ql6FbzVJxCA+5Ku7sVOICbp6+CffnWsetDSPA1Xh9VH/y
jmQ1LyeiQAGJfvEJxId9bcI=
`;
