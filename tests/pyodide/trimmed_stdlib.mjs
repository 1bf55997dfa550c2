// Boots Pyodide on a stdlib zip (a built site's trimmed one, or Pyodide's own) with the rules installed by name from
// the site's lockfile, as the worker does, and stand-ins for what a worker has and Node lacks (`location`, a
// synchronous XMLHttpRequest that reads the site's files and lists the URLs asked for), imports every module of the
// package, then every module named in a JSON list, and prints as JSON {package: {module: error}, requests_for_package,
// stdlib: {module: error}, requests}: `node trimmed_stdlib.mjs <site> <stdlib.zip> <modules.json>`.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { loadPyodide } from "../../node_modules/pyodide/pyodide.mjs";

const site = pathToFileURL(`${resolve(process.argv[2])}/`);
const [stdLibURL, modules] = [resolve(process.argv[3]), readFileSync(process.argv[4], "utf8")];
const asked = [];
globalThis.location = new URL("worker.js", site);
globalThis.XMLHttpRequest = class {
  open(method, url, async) {
    if (async !== false) throw new Error("only synchronous requests are stood in for");
    this.url = url;
  }
  send() {
    asked.push(this.url);
    try {
      const bytes = readFileSync(fileURLToPath(this.url));
      this.response = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
      this.status = 200;
    } catch {
      this.status = 404;
    }
  }
};

const pyodide = await loadPyodide({ stdout: () => {}, lockFileURL: new URL("pyodide/pyodide-lock.json", site).pathname, stdLibURL });
await pyodide.loadPackage("gameshelf", { messageCallback: () => {} });
const failed = (names) => `
import importlib, json
errors = {}
for name in ${names}:
    if name.endswith("__main__"):
        continue  # a program, run by \`python -m\`, not imported
    try:
        importlib.import_module(name)
    except BaseException as error:
        errors[name] = f"{type(error).__name__}: {error}"
json.dumps(errors)`;
const packageErrors = JSON.parse(pyodide.runPython(failed(`[m.name for m in __import__("pkgutil").walk_packages(__import__("gameshelf").__path__, "gameshelf.")]`)));
const requestsForPackage = asked.length;
const stdlibErrors = JSON.parse(pyodide.runPython(failed(`__import__("json").loads(${JSON.stringify(modules)})`)));
process.stdout.write(JSON.stringify({ package: packageErrors, requests_for_package: requestsForPackage, stdlib: stdlibErrors, requests: asked }));
