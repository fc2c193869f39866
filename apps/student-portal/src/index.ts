// Standalone development page only; Module Federation needs this asynchronous boundary.
void import('./dev/bootstrap.js');
