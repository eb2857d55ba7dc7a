// Class names of a CSS Module (webpack css-loader, `*.module.css`).
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
