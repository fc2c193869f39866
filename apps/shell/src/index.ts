import './config/config-request.js';

// Module Federation needs an asynchronous boundary: shared singletons are negotiated before the app's code runs.
void import('./bootstrap.js');
