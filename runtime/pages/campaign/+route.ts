// One page definition for every campaign URL. Which URLs exist is the manifest's business:
// `+onBeforePrerenderStart` lists them for the build, and `+data` answers 404 for any other.
// (A route string, not a route function: Vike evaluates route files when it loads its config,
// before the manifest module exists.)
export default '/*';
