// Whether a SQL statement holds every tenant table it reads or writes to one organization: what a
// Citus router needs to send it to the one shard with that organization's rows
// (docs/operations.md#sharding-with-citus-plan). The statement is parsed by PostgreSQL's own parser
// (libpg-query, WebAssembly shipped in the package), once per text; what it finds is then evaluated
// against each execution's parameters.
//
// A tenant table's reference is held when a condition it must meet equates its organization_id
// with the organization: a parameter bound to its id or a literal of it, or the organization_id of
// a reference that is itself held. NULL holds too: it matches no row (the client's second step
// of an updateMany whose first found none: … WHERE organization_id IN (NULL) AND id IN (NULL)). Conditions are its statement's WHERE, or its join's ON or USING
// (a LEFT JOIN's holds only its right side); in an AND chain, or in every branch of an OR or every
// value of an IN. A row inserted into a tenant table is held when its organization_id is. A tenant
// function (ledger_lock, ledger_apply: their first argument is the organization, their bodies are
// not read) is held by its first argument.
//
// Limits: only equality counts (organization_id = ANY($1) does not); an organization_id read
// through a derived table or a CTE is not traced to the tables under it (each of those is checked
// where it is read); an unqualified organization_id names the only tenant table of the innermost
// scope that has one; the environment is not checked (it is not the distribution column).
import { loadModule, parseSync } from "libpg-query";

/** What makes a reference held: any one source that is the organization. */
type Source = { param: number } | { literal: string | null } | { relation: number } | { all: Source[][] };

interface Reference {
  /** The table (or `function()`) referenced. */
  table: string;
  sources: Source[];
}

/** A statement's tenant references, found once per text. */
export interface Analysis {
  references: Reference[];
}

type Node = Record<string, unknown>;
type Conditions = Map<number, Source[]>;

interface Scope {
  parent?: Scope;
  /** The names a column may be qualified with: a tenant reference's index, or -1 for any other relation. */
  names: Map<string, number>;
  /** The CTEs visible here, which hide the tables they are named after. */
  ctes: Set<string>;
  /** This scope's own tenant references: the ones its WHERE can hold. */
  own: number[];
}

const statementKinds = new Set(["SelectStmt", "InsertStmt", "UpdateStmt", "DeleteStmt"]);

const node = (value: unknown): Node | undefined => (value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Node) : undefined);
const list = (value: unknown): Node[] => (Array.isArray(value) ? (value as Node[]) : []);
const text = (value: unknown): string | undefined => node(node(value)?.String)?.sval as string | undefined;
/** A wrapped node's kind and body: `{ SelectStmt: {...} }`. */
const unwrap = (value: unknown): [string, Node] | undefined => {
  const entries = Object.entries(node(value) ?? {});
  return entries.length === 1 && node(entries[0][1]) ? [entries[0][0], entries[0][1] as Node] : undefined;
};

class Analyzer {
  readonly references: Reference[] = [];

  constructor(
    private readonly tenantTables: ReadonlySet<string>,
    private readonly tenantFunctions: ReadonlySet<string>,
  ) {}

  /** Any statement; answers the scope its targets are read in (for INSERT … SELECT). */
  statement(value: unknown, parent: Scope | undefined): Scope | undefined {
    const [kind, body] = unwrap(value) ?? ["", {}];
    if (kind === "SelectStmt") return this.select(body, parent);
    if (kind === "InsertStmt") return void this.insert(body, parent);
    if (kind === "UpdateStmt" || kind === "DeleteStmt") return void this.modify(body, parent);
    this.walk(body, parent ?? scope());
    return undefined;
  }

  private select(body: Node, parent: Scope | undefined): Scope | undefined {
    const outer = this.withClause(body, parent);
    if (body.op && body.op !== "SETOP_NONE") {
      this.select(node(body.larg) ?? {}, outer);
      this.select(node(body.rarg) ?? {}, outer);
      return undefined;
    }
    const inner = scope(outer);
    for (const item of list(body.fromClause)) this.from(item, inner);
    this.hold(this.conditions(body.whereClause, inner, new Set(inner.own)));
    this.walkExcept(body, inner, ["withClause", "fromClause"]);
    return inner;
  }

  private insert(body: Node, parent: Scope | undefined) {
    const outer = this.withClause(body, parent);
    const target = node(body.relation) ?? {};
    const selectBody = node(node(body.selectStmt)?.SelectStmt);
    const selected = selectBody ? this.select(selectBody, outer) : undefined;
    this.walkExcept(body, outer ?? scope(), ["withClause", "selectStmt", "relation"]);
    if (!this.isTenantTable(target, outer)) return;
    const table = target.relname as string;
    const at = list(body.cols).findIndex((col) => node(col.ResTarget)?.name === "organization_id");
    const rows = list(selectBody?.valuesLists).map((row) => list(node(row.List)?.items));
    // INSERT … SELECT: one reference, held by the organization_id its SELECT reads.
    if (rows.length === 0) rows.push(list(selectBody?.targetList).map((target) => node(node(target.ResTarget)?.val) ?? {}));
    for (const row of rows) {
      const source = at >= 0 && row[at] ? this.term(row[at], selected ?? scope(outer)) : undefined;
      this.references.push({ table, sources: source && !("relation" in source && source.relation < 0) ? [source] : [] });
    }
  }

  /** UPDATE (its FROM) and DELETE (its USING). */
  private modify(body: Node, parent: Scope | undefined) {
    const outer = this.withClause(body, parent);
    const inner = scope(outer);
    this.from({ RangeVar: body.relation }, inner);
    for (const item of [...list(body.fromClause), ...list(body.usingClause)]) this.from(item, inner);
    this.hold(this.conditions(body.whereClause, inner, new Set(inner.own)));
    this.walkExcept(body, inner, ["withClause", "relation", "fromClause", "usingClause"]);
  }

  private withClause(body: Node, parent: Scope | undefined): Scope | undefined {
    const ctes = list(node(body.withClause)?.ctes).map((cte) => node(cte.CommonTableExpr) ?? {});
    if (ctes.length === 0) return parent;
    const withScope = scope(parent);
    for (const cte of ctes) withScope.ctes.add(cte.ctename as string);
    for (const cte of ctes) this.statement(cte.ctequery, withScope);
    return withScope;
  }

  private isTenantTable(rangeVar: Node, at: Scope | undefined): boolean {
    const name = rangeVar.relname as string;
    if (rangeVar.schemaname === undefined && visibleCte(name, at)) return false;
    return (rangeVar.schemaname === undefined || rangeVar.schemaname === "public") && this.tenantTables.has(name);
  }

  /** Adds a FROM item's relations to `into`; a join's conditions hold the sides they can. */
  private from(item: unknown, into: Scope) {
    const [kind, body] = unwrap(item) ?? ["", {}];
    const alias = node(body.alias)?.aliasname as string | undefined;
    if (kind === "RangeVar") {
      const name = alias ?? (body.relname as string);
      if (!this.isTenantTable(body, into)) return void into.names.set(name, -1);
      const index = this.references.push({ table: body.relname as string, sources: [] }) - 1;
      into.names.set(name, index);
      into.own.push(index);
    } else if (kind === "JoinExpr") {
      const before = into.own.length;
      this.from(body.larg, into);
      const middle = into.own.length;
      this.from(body.rarg, into);
      const left = into.own.slice(before, middle);
      const right = into.own.slice(middle);
      const holdable = new Set(
        body.jointype === "JOIN_LEFT" ? right : body.jointype === "JOIN_RIGHT" ? left : body.jointype === "JOIN_FULL" ? [] : [...left, ...right],
      );
      this.hold(this.conditions(body.quals, into, holdable));
      const using = list(body.usingClause).map(text);
      if (using.includes("organization_id") && left.length === 1 && right.length === 1) {
        this.hold(this.equate({ relation: left[0] }, { relation: right[0] }, holdable));
      }
      this.walk(body.quals, into);
      if (alias) into.names.set(alias, -1);
    } else {
      // A derived table or a function: its own statements and calls are read; it is no tenant table.
      if (kind === "RangeSubselect") this.statement(body.subquery, into);
      else this.walk(body, into);
      if (alias) into.names.set(alias, -1);
    }
  }

  /** What `expression`, a condition, equates the organization_id of the references in `holdable` with. */
  private conditions(expression: unknown, at: Scope, holdable: ReadonlySet<number>): Conditions {
    const [kind, body] = unwrap(expression) ?? ["", {}];
    if (kind === "BoolExpr" && body.boolop === "AND_EXPR") {
      return merge(list(body.args).map((arg) => this.conditions(arg, at, holdable)));
    }
    if (kind === "BoolExpr" && body.boolop === "OR_EXPR") return everyBranch(list(body.args).map((arg) => this.conditions(arg, at, holdable)));
    if (kind !== "A_Expr" || text(list(body.name)[0]) !== "=") return new Map();
    if (body.kind === "AEXPR_OP") return this.equateExpressions(body.lexpr, body.rexpr, at, holdable);
    if (body.kind === "AEXPR_IN") {
      const items = list(node(node(body.rexpr)?.List)?.items);
      return everyBranch(items.map((item) => this.equateExpressions(body.lexpr, item, at, holdable)));
    }
    return new Map();
  }

  private equateExpressions(left: unknown, right: unknown, at: Scope, holdable: ReadonlySet<number>): Conditions {
    const leftRow = list(node(node(left)?.RowExpr)?.args);
    const rightRow = list(node(node(right)?.RowExpr)?.args);
    if (leftRow.length > 0 && leftRow.length === rightRow.length) {
      return merge(leftRow.map((item, i) => this.equateExpressions(item, rightRow[i], at, holdable)));
    }
    const a = this.term(left, at);
    const b = this.term(right, at);
    return a && b ? this.equate(a, b, holdable) : new Map();
  }

  private equate(a: Source, b: Source, holdable: ReadonlySet<number>): Conditions {
    const found: Conditions = new Map();
    for (const [one, other] of [
      [a, b],
      [b, a],
    ]) {
      if ("relation" in one && holdable.has(one.relation) && !("relation" in other && other.relation < 0)) found.set(one.relation, [other]);
    }
    return found;
  }

  /** What an operand of `=` can equate an organization_id with: a parameter, a literal, or a reference's organization_id. */
  private term(expression: unknown, at: Scope): Source | undefined {
    const [kind, body] = unwrap(expression) ?? ["", {}];
    if (kind === "TypeCast" || kind === "CollateClause") return this.term(body.arg, at);
    if (kind === "ParamRef") return { param: body.number as number };
    if (kind === "A_Const") return body.isnull ? { literal: null } : typeof node(body.sval)?.sval === "string" ? { literal: node(body.sval)!.sval as string } : undefined;
    if (kind !== "ColumnRef") return undefined;
    const fields = list(body.fields).map(text);
    if (fields.at(-1) !== "organization_id" || fields.some((field) => field === undefined)) return undefined;
    if (fields.length >= 2) {
      for (let s: Scope | undefined = at; s; s = s.parent) {
        const index = s.names.get(fields.at(-2)!);
        if (index !== undefined) return { relation: index };
      }
      return undefined;
    }
    for (let s: Scope | undefined = at; s; s = s.parent) {
      if (s.own.length > 0) return s.own.length === 1 ? { relation: s.own[0] } : undefined;
    }
    return undefined;
  }

  private hold(conditions: Conditions) {
    for (const [index, sources] of conditions) this.references[index].sources.push(...sources);
  }

  private walkExcept(body: Node, at: Scope | undefined, skip: string[]) {
    for (const [key, value] of Object.entries(body)) if (!skip.includes(key)) this.walk(value, at ?? scope());
  }

  /** Finds the statements and tenant function calls inside an expression. */
  private walk(value: unknown, at: Scope) {
    if (Array.isArray(value)) return value.forEach((item) => this.walk(item, at));
    const body = node(value);
    if (!body) return;
    for (const [key, child] of Object.entries(body)) {
      if (statementKinds.has(key)) this.statement({ [key]: child }, at);
      else {
        if (key === "FuncCall") this.call(node(child) ?? {}, at);
        this.walk(child, at);
      }
    }
  }

  private call(body: Node, at: Scope) {
    const name = list(body.funcname).map(text).at(-1);
    if (!name || !this.tenantFunctions.has(name)) return;
    const first = list(body.args)[0];
    const source = first ? this.term(first, at) : undefined;
    this.references.push({ table: `${name}()`, sources: source ? [source] : [] });
  }
}

function scope(parent?: Scope): Scope {
  return { parent, names: new Map(), ctes: new Set(), own: [] };
}

function visibleCte(name: string, at: Scope | undefined): boolean {
  for (let s = at; s; s = s.parent) if (s.ctes.has(name)) return true;
  return false;
}

/** Conditions that all hold: a reference is held by any one's sources. */
function merge(all: Conditions[]): Conditions {
  const merged: Conditions = new Map();
  for (const conditions of all) for (const [index, sources] of conditions) merged.set(index, [...(merged.get(index) ?? []), ...sources]);
  return merged;
}

/** Conditions of which any one may be the one met (OR, IN): a reference is held only if every one holds it. */
function everyBranch(branches: Conditions[]): Conditions {
  const held: Conditions = new Map();
  if (branches.length === 0) return held;
  for (const index of branches[0].keys()) {
    if (branches.every((branch) => branch.has(index))) held.set(index, [{ all: branches.map((branch) => branch.get(index)!) }]);
  }
  return held;
}

let loaded: Promise<void> | undefined;

/** Loads the parser's WebAssembly: once, before the first analyse(). */
export function loadParser(): Promise<void> {
  loaded ??= loadModule();
  return loaded;
}

export function analyse(sql: string, tenantTables: ReadonlySet<string>, tenantFunctions: ReadonlySet<string>): Analysis {
  const analyzer = new Analyzer(tenantTables, tenantFunctions);
  for (const { stmt } of parseSync(sql).stmts ?? []) analyzer.statement(stmt, undefined);
  return { references: analyzer.references };
}

/** The tenant references of an analysed statement that its parameters do not hold to `organizationId`. */
export function unheld(analysis: Analysis, args: readonly unknown[], organizationId: string): string[] {
  const held = analysis.references.map(() => false);
  const isOrganization = (source: Source): boolean =>
    "param" in source
      ? args[source.param - 1] === organizationId || args[source.param - 1] === null
      : "literal" in source
        ? source.literal === organizationId || source.literal === null
        : "relation" in source
          ? held[source.relation]
          : source.all.every((branch) => branch.some(isOrganization));
  // Held references hold the ones they are equated with, in any order: until nothing changes.
  for (let changed = true; changed; ) {
    changed = false;
    analysis.references.forEach((reference, i) => {
      if (held[i] || !reference.sources.some(isOrganization)) return;
      held[i] = true;
      changed = true;
    });
  }
  return analysis.references.filter((_, i) => !held[i]).map((reference) => reference.table);
}
