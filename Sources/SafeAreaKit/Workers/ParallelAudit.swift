import DeviceCatalog
import Foundation
import HeadlessUIKit
import LayoutAudit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Audits spread over worker processes (`safearea audit --jobs N`).
///
/// The runtime is `@MainActor`, as UIKit is, so one process lays out one window at a time; a
/// machine's other cores are used by worker processes, each the tool itself started fresh
/// (``ChildProcess``: `posix_spawn`, reaped with `waitpid`) in its worker mode, never a fork of
/// the running process.
/// `jobs` counts the calling process: it audits files itself while `jobs - 1` workers do too.
/// A file is the unit of work (the rules that compare environments look at one file's layouts):
/// the calling process and one thread per worker take the next file index from a shared queue,
/// a thread only once its worker has read the inputs (``WorkerPool/readyLine``)
/// (most expensive first when the caller gives each file's expected cost: a long file started
/// last would keep one process busy while the others wait);
/// a thread sends it to its worker (`index\n` on the worker's standard input) and reads back one
/// JSON line with that file's findings, layout count, or failure. The merged report is built from the per-file results in
/// file order, sorted in a total order (``Finding/totallyOrdered(_:_:)``): the one-process report,
/// byte for byte, whatever the number of workers and the order they finish in.
///
/// A worker that cannot be started leaves its files to the calling process, which audits them
/// itself; a worker that dies while auditing a file makes that file a failure ("the worker
/// auditing it ended …") and is replaced for the files left.
extension Auditor {
  /// Audits `files` in up to `jobs` processes: this one and up to `jobs - 1` workers started
  /// with `worker`; serially in this process when `jobs <= 1`, there is one file, or `worker` is
  /// `nil`. Same report as the serial audit.
  ///
  /// - Parameters:
  ///   - worker: the command that starts a worker serving the same `files`.
  ///   - costs: what each file is expected to cost, in any unit (one per file): files are handed
  ///     out most expensive first, equal ones in file order, so that a long file does not start
  ///     last while the other processes wait with nothing left to do. Only the order of the work
  ///     changes, never the report. `nil`: in file order.
  ///   - started: workers started earlier (while this process read its inputs), taken before
  ///     any is started with `worker`; each is sent ``StartedAuditWorkers/firstLine`` first.
  ///   - progress: called in the calling process with (layouts done, total), file by file.
  public func audit(
    files: [String], jobs: Int, worker: AuditWorkerCommand?,
    layout: (String, Environment) throws -> LayoutSnapshot,
    accepts: ((String, Environment) -> Bool)? = nil,
    costs: [Int]? = nil,
    started: StartedAuditWorkers? = nil,
    progress: ((Int, Int) -> Void)? = nil
  ) -> AuditReport {
    let workers = min(jobs, files.count)
    guard workers > 1, let worker else {
      return audit(files: files, layout: layout, accepts: accepts, progress: progress)
    }
    let prepared = Prepared(self)
    let pool = WorkerPool(
      command: worker, files: files, order: WorkerPool.order(costs: costs, count: files.count),
      started: started)
    let perFile = prepared.environments.count
    // This process is one of the `jobs`: it audits files from the same queue while `workers - 1`
    // threads each drive a worker process (which first reads the inputs again and takes a file
    // only then: the files this process takes meanwhile are not waited for, nor is a file taken
    // for a worker still reading).
    pool.start(workers: workers - 1)
    var local: [Int: FileResult] = [:]  // lookups only
    while let index = pool.take() {
      local[index] = result(
        of: files[index], prepared, layout: layout, accepts: accepts, progress: nil)
      progress?(pool.finishedHere() * perFile, files.count * perFile)
    }
    pool.wait { done in
      progress?(done * perFile, files.count * perFile)
    }
    var results: [FileResult] = []
    for (index, file) in files.enumerated() {
      if let mine = local[index] {
        results.append(mine)
        continue
      }
      switch pool.outcomes[index] {
      case .result(let line):
        if let result = WireResult.decode(line, prepared) {
          results.append(result)
        } else {
          results.append(FileResult(failure: "\(file): the audit worker sent an unreadable result"))
        }
      case .failure(let message):
        results.append(FileResult(failure: message))
      case nil:
        // No worker could take it: audit it here.
        results.append(
          result(of: file, prepared, layout: layout, accepts: accepts, progress: nil))
      }
    }
    progress?(files.count * perFile, files.count * perFile)
    return merged(results, files: files)
  }

  /// The worker mode: says it is ready (``WorkerPool/readyLine``: the caller has read its inputs
  /// before calling this; the parent hands a worker files only after that line), reads file
  /// indices (one decimal number per line) from `input` until it ends, audits each of `files`
  /// asked for, and writes one JSON line per request to `output`. `files` must be the list the
  /// parent audits (the same inputs read the same way).
  public func serveWorker(
    files: [String], layout: (String, Environment) throws -> LayoutSnapshot,
    accepts: ((String, Environment) -> Bool)? = nil,
    input: FileHandle = .standardInput, output: FileHandle = .standardOutput
  ) {
    guard WorkerPool.sayReady(on: output.fileDescriptor) else { return }
    var reader = LineReader(input.fileDescriptor)
    _ = serve(
      files: files, layout: layout, accepts: accepts, reader: &reader,
      output: output.fileDescriptor)
  }

  /// ``serveWorker(files:layout:accepts:input:output:)`` reading from `reader`: returns the line
  /// that ended the requests when it is not a number (a ``StartedAuditWorkers/switchLine(group:)``,
  /// which the caller reads on from with the same `reader`), `nil` at the end of input, a number
  /// out of range, or an output that is gone.
  func serve(
    files: [String], layout: (String, Environment) throws -> LayoutSnapshot,
    accepts: ((String, Environment) -> Bool)?, reader: inout LineReader, output: Int32
  ) -> String? {
    let prepared = Prepared(self)
    while let line = reader.next() {
      guard let index = Int(line) else { return line }
      guard files.indices.contains(index) else { return nil }
      let result = result(
        of: files[index], prepared, layout: layout, accepts: accepts, progress: nil)
      var data = WireResult.encode(result, prepared)
      data.append(UInt8(ascii: "\n"))
      guard LineReader.writeAll(output, data) else { return nil }
    }
    return nil
  }
}
