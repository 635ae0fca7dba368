// Every index of the service, the replica -> primary links derived from the primaries'
// `replicas` settings, and the tasks the write endpoints answer with.
import { notFound } from '../errors';
import { SearchIndex } from './index-store';

const MAX_TASKS = 10_000;

export class Registry {
  private readonly indexes = new Map<string, SearchIndex>();
  private primaries = new Map<string, string>();
  private readonly listeners: ((name: string) => void)[] = [];
  private taskSeq = 0;
  /** Task -> the index and the version its write produced; the oldest are forgotten. */
  private readonly tasks = new Map<number, { name: string; version: number }>();

  /** Called with the index name after every change (the snapshot writer listens). */
  onChange(listener: (name: string) => void): void {
    this.listeners.push(listener);
  }

  /**
   * Records a write and returns its task ID. The task is published once queries read a
   * generation that includes the write (at once for small indexes).
   */
  changed(name: string): number {
    this.relink(); // cheap: a shop has a handful of indexes, and settings may name new replicas
    for (const listener of this.listeners) listener(name);
    const taskID = this.nextTaskID();
    const index = this.indexes.get(name);
    if (index) this.tasks.set(taskID, { name, version: index.currentVersion });
    if (this.tasks.size > MAX_TASKS) this.tasks.delete(this.tasks.keys().next().value!);
    return taskID;
  }

  /** Unknown tasks (forgotten, or of deleted indexes) count as published. */
  isPublished(taskID: number): boolean {
    const task = this.tasks.get(taskID);
    const index = task && this.indexes.get(task.name);
    return !index || index.generations.isPublished(task.version);
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
    const previous = this.indexes.get(index.name);
    if (previous !== index) previous?.generations.dispose();
    this.indexes.set(index.name, index);
    this.relink();
  }

  remove(name: string): boolean {
    this.indexes.get(name)?.generations.dispose();
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
      index.rankings = () => [
        index.settings,
        ...index.compiled.replicas.flatMap((name) => {
          const replica = this.indexes.get(name);
          return replica ? [{ ...index.settings, ...replica.settings }] : [];
        }),
      ];
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
