// A module of its own, not a link to react's: the share scope provides each singleton from a distinct file.
export * from 'preact/compat';
export { default } from 'preact/compat';
