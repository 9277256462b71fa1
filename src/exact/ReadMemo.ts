/** Where a computation read its subject: a property path, and the arguments of a call at its end. */
interface ReadAt {
  path: readonly PropertyKey[];
  args?: readonly unknown[];
  /** An `in` test of the last key, not its value. */
  has?: boolean;
  /**
   * An object read into (not opaque): what counts is that an object is there, its own reads are recorded below it.
   * Without this, a computation that only tests whether an object is there (a rule with no parameters) would match
   * a subject that has none.
   */
  present?: boolean;
}

/** The computations of one place: the read sets met there, and per read set the values by what was read. */
interface PlaceMemo<V> {
  readSets: number[];
  values: Map<number, V>[];
}

/** A subject as the memo asks it, again and again: its signature at each read set, worked out once. */
export interface MemoSubject<S> {
  subject: S;
  signatures: number[];
}

/** Keys whose object is compared by identity, never read into (tables, policies: large, and shared by a whole plan). */
export type OpaqueKeys = ReadonlySet<PropertyKey>;

const KEYS = Symbol('keys');
const NOT_A_FUNCTION = Symbol('not a function');

/**
 * Memoizes computations over a subject (a matchup) by what they read of it: the first computation at a place runs on
 * a recording proxy of the subject, and a later subject at the same place reuses its value when every value the first
 * one read is the same on it. Reads under an opaque key count by identity; any other object read counts as there or
 * not (an object where the other subject has undefined differs), and its own reads below it. Sound for computations
 * that depend on their subject only through what they read (deterministic, no hidden state): the same reads take the
 * same branches.
 * This is how a compiler shares sub-graphs across cards: a play that never reads the batter's column is enumerated
 * once for every batter that reaches it.
 * @example
 * const memo = new ReadMemo<{ a: number; b: number }, number>();
 * memo.get(0, 7, memo.subject({ a: 1, b: 2 }), (s) => s.a * 10); // => 10 (computed)
 * memo.get(0, 7, memo.subject({ a: 1, b: 9 }), (s) => s.a * 10); // => 10 (reused: only `a` was read)
 */
export class ReadMemo<S extends object, V> {
  /** Places by two small numbers (the caller's split of its place key). */
  declare private readonly places: Map<number, Map<number, PlaceMemo<V>>>;
  declare private readonly opaque: OpaqueKeys;
  /** Distinct read sets (where, not what), by their text. */
  declare private readonly readSets: ReadAt[][];
  declare private readonly readSetIds: Map<string, number>;
  /** Numbers of signatures (what a subject gives at a read set), by read set and text. */
  declare private readonly signatureIds: Map<string, number>[];
  declare private readonly handles: WeakMap<S, MemoSubject<S>>;
  /** Identities of opaque objects and other objects read. */
  declare private readonly identities: WeakMap<object, number>;
  declare private identified: number;

  constructor(opaque: OpaqueKeys = new Set()) {
    this.places = new Map();
    this.opaque = opaque;
    this.readSets = [];
    this.readSetIds = new Map();
    this.signatureIds = [];
    this.handles = new WeakMap();
    this.identities = new WeakMap();
    this.identified = 0;
  }

  /** The memo's handle on a subject: ask for it once, then pass it to every `get` for that subject. */
  subject(subject: S): MemoSubject<S> {
    let handle = this.handles.get(subject);
    if (!handle) this.handles.set(subject, (handle = { subject, signatures: [] }));
    return handle;
  }

  /**
   * The value of the computation at place (`outer`, `inner`: small whole numbers) for a subject: one computed for a
   * subject that read alike there, else `compute` on a recording proxy of this one.
   */
  get(outer: number, inner: number, handle: MemoSubject<S>, compute: (tracked: S) => V): V {
    let byInner = this.places.get(outer);
    if (!byInner) this.places.set(outer, (byInner = new Map()));
    let memo = byInner.get(inner);
    if (!memo) byInner.set(inner, (memo = { readSets: [], values: [] }));
    const { readSets, values } = memo;
    for (let i = 0; i < readSets.length; i++) {
      const value = values[i]!.get(this.signature(handle, readSets[i]!));
      if (value !== undefined) return value;
    }
    const reads = new Map<string, ReadAt>();
    const value = compute(track(handle.subject, [], reads, this.opaque));
    const text = [...reads.keys()].sort().join('\n');
    let readSet = this.readSetIds.get(text);
    if (readSet === undefined) {
      readSet = this.readSets.length;
      this.readSets.push([...reads.values()]);
      this.signatureIds.push(new Map());
      this.readSetIds.set(text, readSet);
    }
    let at = readSets.indexOf(readSet);
    if (at < 0) {
      at = readSets.length;
      readSets.push(readSet);
      values.push(new Map());
    }
    values[at]!.set(this.signature(handle, readSet), value);
    return value;
  }

  /** Every path any computation read (`batter.speed`, `speedOf(2)`...), for tests of what a cache key may leave out. */
  readPaths(): Set<string> {
    return new Set(this.readSets.flat().map((read) => read.path.map(String).join('.')));
  }

  /** The number of what a subject gives at every read of a read set (alike subjects alike). */
  private signature(handle: MemoSubject<S>, readSet: number): number {
    const known = handle.signatures[readSet];
    if (known !== undefined) return known;
    const text = this.readSets[readSet]!.map((read) => {
      const value = valueAt(handle.subject, read);
      return read.present && value !== null && typeof value === 'object' ? 'object' : this.text(value);
    }).join('\u0001');
    const ids = this.signatureIds[readSet]!;
    let signature = ids.get(text);
    if (signature === undefined) ids.set(text, (signature = ids.size));
    while (handle.signatures.length < readSet) handle.signatures.push(undefined as unknown as number);
    handle.signatures[readSet] = signature;
    return signature;
  }

  /** A value as text: primitives by type and value, objects by identity. */
  private text(value: unknown): string {
    if (value === null || (typeof value !== 'object' && typeof value !== 'function'))
      return `${typeof value}:${String(value)}`;
    let id = this.identities.get(value);
    if (id === undefined) this.identities.set(value, (id = this.identified++));
    return `#${id}`;
  }
}

/** What `subject` gives at a read. */
function valueAt(subject: object, read: ReadAt): unknown {
  let value: unknown = subject;
  let owner: unknown = undefined;
  const last = read.path.length - 1;
  for (let i = 0; i <= last; i++) {
    const key = read.path[i]!;
    if (value === null || value === undefined) return undefined;
    if (read.has && i === last) return key in (value as object);
    owner = value;
    value = key === KEYS ? Object.keys(value as object).join('\u0000') : (value as Record<PropertyKey, unknown>)[key];
  }
  if (!read.args) return value;
  return typeof value === 'function'
    ? (value as (...args: unknown[]) => unknown).apply(owner, read.args as unknown[])
    : NOT_A_FUNCTION;
}

/**
 * A proxy of `target` that records where every primitive, opaque object, object read into and call result below
 * `path` was read.
 */
function track<T extends object>(
  target: T,
  path: readonly PropertyKey[],
  reads: Map<string, ReadAt>,
  opaque: OpaqueKeys,
): T {
  /** Proxies of the objects below, by key: one object may sit at several paths (a shared fielder), each its own. */
  const children = new Map<PropertyKey, { object: object; proxy: object }>();
  /** Keys whose plain value this proxy has recorded already: the common read costs one lookup. */
  const recorded = new Set<PropertyKey>();
  const record = (read: ReadAt) => {
    const path = read.path.map(String).join('.');
    const kind = read.has ? 'in ' : read.present ? 'object ' : '';
    const key = `${kind}${path}${read.args ? JSON.stringify(read.args) : ''}`;
    if (!reads.has(key)) reads.set(key, read);
  };
  return new Proxy(target, {
    get(object, key, receiver) {
      const value: unknown = Reflect.get(object, key, receiver);
      if (typeof value === 'function') {
        return (...args: unknown[]) => {
          record({ path: [...path, key], args });
          return (value as (...a: unknown[]) => unknown).apply(object, args);
        };
      }
      if (value !== null && typeof value === 'object' && !opaque.has(key)) {
        if (!recorded.has(key)) {
          recorded.add(key);
          record({ path: [...path, key], present: true });
        }
        let child = children.get(key);
        if (child?.object !== value)
          children.set(key, (child = { object: value, proxy: track(value, [...path, key], reads, opaque) }));
        return child.proxy;
      }
      if (!recorded.has(key)) {
        recorded.add(key);
        record({ path: [...path, key] });
      }
      return value;
    },
    has(object, key) {
      record({ path: [...path, key], has: true });
      return Reflect.has(object, key);
    },
    ownKeys(object) {
      record({ path: [...path, KEYS] });
      return Reflect.ownKeys(object);
    },
  });
}
