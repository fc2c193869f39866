// keycloak-js check-sso answer: hand the provider's redirect back to the app's window.
parent.postMessage(location.href, location.origin);
