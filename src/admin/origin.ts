// The origin the service's links are printed with (`npm start`'s, and session:create's dashboard
// link): the address it listens on, from HOST and PORT.
export function serviceOrigin(host: string, port: number): string {
  return `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
}
