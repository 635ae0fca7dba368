// Every index of the service, the replica -> primary links derived from the primaries'
// `replicas` settings, and the task counter the write endpoints answer with.
import { notFound } from '../errors';
import { SearchIndex } from './index-store';

export class Registry {
  private readonly indexes = new Map<string, SearchIndex>();
  private primaries = new Map<string, string>();
  private readonly listeners: ((name: string) => void)[] = [];
  private taskSeq = 0;

  /** Called with the index name after every change (the snapshot writer listens). */
  onChange(listener: (name: string) => void): void {
    this.listeners.push(listener);
  }

  /** Records a write and returns its task ID (writes apply at once: tasks are always published). */
  changed(name: string): number {
    this.relink(); // cheap: a shop has a handful of indexes, and settings may name new replicas
    for (const listener of this.listeners) listener(name);
    return this.nextTaskID();
  }

  nextTaskID(): number {
    return ++this.taskSeq;
  }

  list(): SearchIndex[] {
    return [...this.indexes.values()];
  }

  get(name: string): SearchIndex | undefined {
    return this.indexes.get(name);
  }

  require(name: string): SearchIndex {
    const index = this.indexes.get(name);
    if (!index) throw notFound(`Index ${name} does not exist`);
    return index;
  }

  ensure(name: string): SearchIndex {
    let index = this.indexes.get(name);
    if (!index) {
      index = new SearchIndex(name);
      this.indexes.set(name, index);
    }
    return index;
  }

  add(index: SearchIndex): void {
    this.indexes.set(index.name, index);
    this.relink();
  }

  remove(name: string): boolean {
    const removed = this.indexes.delete(name);
    this.relink();
    return removed;
  }

  /** The primary whose settings list this index as a replica, if any. */
  primaryOf(name: string): SearchIndex | undefined {
    const primary = this.primaries.get(name);
    return primary === undefined ? undefined : this.indexes.get(primary);
  }

  /** Recomputes replica links and creates replicas a primary names, as Algolia does. */
  relink(): void {
    this.primaries = new Map();
    for (const index of [...this.indexes.values()]) {
      for (const replica of index.compiled.replicas) {
        if (replica === index.name) continue;
        this.primaries.set(replica, index.name);
        if (!this.indexes.has(replica)) {
          this.indexes.set(replica, new SearchIndex(replica));
          for (const listener of this.listeners) listener(replica);
        }
      }
    }
  }
}
