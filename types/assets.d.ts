// Why: webpack resolves these imports at build time; TypeScript needs their shapes.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.jpg' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}
// Images inlined by webpack as data: URLs (build-tools/webpack.factory.cjs): `?inline` on any image type.
declare module '*?inline' {
  const dataUrl: string;
  export default dataUrl;
}
declare module '*.mp4' {
  const url: string;
  export default url;
}
declare module '*.webm' {
  const url: string;
  export default url;
}

// Where webpack loaded this app's scripts from (output.publicPath 'auto'): files deployed next to it live here.
declare let __webpack_public_path__: string;
