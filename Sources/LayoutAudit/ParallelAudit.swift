import DeviceCatalog
import Foundation
import HeadlessUIKit

#if os(Linux)
import Glibc
#endif

/// Audits spread over processes (`safearea audit --jobs N`).
///
/// The runtime is `@MainActor`, as UIKit is, so one process lays out one window at a time; a
/// machine's other cores are used by forking worker processes. A file is the unit of work (the
/// rules that compare environments look at one file's layouts): every process, the parent
/// included, takes the next file from a shared queue (a pipe of file indices), audits it exactly as
/// ``Auditor/audit(files:layout:accepts:progress:)`` does, and the workers send their findings back
/// through a pipe. The merged report is the serial one: the same findings in the same order.
///
/// Files differ in cost by 40× (a storyboard scene with a hundred constraints against one with
/// none), and one expensive file taken last leaves the other processes idle. So before forking the
/// parent lays every file out in its first environment, timing it: that layout is kept (the workers
/// inherit it) and the queue holds the files most expensive first.
///
/// When a layout throws, the parent audits serially, which throws the first failing file's error
/// as the one-process audit does; so does a worker that dies. Forking needs a single-threaded process (the
/// `safearea` command is one); on systems without `fork` (macOS, where Foundation forbids it
/// without `exec`) the audit is serial.
extension Auditor {
  /// Audits `files` in up to `jobs` processes (the calling one included); `jobs <= 1`, one file,
  /// or a system without `fork` audits serially. Same result as the serial audit.
  ///
  /// - Parameters:
  ///   - progress: called in the calling process with (layouts started, total), approximately.
  public func audit(
    files: [String], jobs: Int, layout: (String, Environment) throws -> LayoutSnapshot,
    accepts: ((String, Environment) -> Bool)? = nil,
    progress: ((Int, Int) -> Void)? = nil
  ) throws -> AuditReport {
    #if os(Linux)
    let workers = min(jobs, files.count) - 1
    guard workers > 0, files.count < ForkedAudit.queueCapacity else {
      return try audit(files: files, layout: layout, accepts: accepts, progress: progress)
    }
    let forked = ForkedAudit(auditor: self, files: files)
    guard
      let parts = forked.run(
        workers: workers, layout: layout, accepts: accepts, progress: progress)
    else {
      // A worker died or the pipes failed: audit serially (which reproduces any crash here).
      return try audit(files: files, layout: layout, accepts: accepts, progress: progress)
    }
    if parts.failed {
      // A layout threw: audit serially, which throws the error of the first failing file in file
      // order, as it always does (the workers took files most expensive first).
      return try audit(files: files, layout: layout, accepts: accepts, progress: progress)
    }
    return merged(parts.findings, files: files, layoutCount: parts.layoutCount)
    #else
    return try audit(files: files, layout: layout, accepts: accepts, progress: progress)
    #endif
  }
}

#if os(Linux)
/// One forked audit: the queue, the workers, and the wire format of their results.
struct ForkedAudit {
  /// File indices the queue pipe holds without blocking (a Linux pipe holds 64 KiB).
  static let queueCapacity = 16_000

  let auditor: Auditor
  let files: [String]

  /// What the processes found together.
  struct Parts {
    var findings: [Finding] = []
    var layoutCount = 0
    /// Whether a file's layout threw.
    var failed = false
  }

  /// A worker's result as it crosses the pipe.
  struct WireResult: Codable {
    var layoutCount = 0
    var findings: [WireFinding] = []
    var failed = false
  }

  struct WireFinding: Codable {
    var rule: String
    var severity: String
    var file: String
    var line: Int
    var column: Int
    var sceneID: String?
    var className: String
    var message: String
    var fix: String
    var amount: Double
    var minimumAmount: Double
    /// Indices into the matrix's environments.
    var environments: [Int]
    /// The amount in each environment.
    var amounts: [Double]
    var summary: String
    /// Evidence as rule, message, summary triples.
    var evidence: [[String]] = []
  }

  /// Runs the queue with `workers` forked processes and this one; `nil` when a worker failed
  /// to report.
  func run(
    workers: Int, layout: (String, Environment) throws -> LayoutSnapshot,
    accepts: ((String, Environment) -> Bool)?, progress: ((Int, Int) -> Void)?
  ) -> Parts? {
    // Each file's first layout, timed (see the type's documentation).
    let prepared = Auditor.Prepared(auditor)
    var seeds: [(index: Int, layout: AuditedLayout)?] = Array(repeating: nil, count: files.count)
    var costs: [UInt64] = Array(repeating: 0, count: files.count)
    for (file, name) in files.enumerated() {
      guard
        let index = prepared.environments.firstIndex(where: { accepts?(name, $0) ?? true })
      else { continue }
      let start = DispatchTime.now().uptimeNanoseconds
      guard let snapshot = try? layout(name, prepared.environments[index]) else {
        return nil  // the serial audit throws the right error
      }
      seeds[file] = (index, AuditedLayout(file: name, snapshot: snapshot))
      costs[file] = DispatchTime.now().uptimeNanoseconds - start
    }
    let order = files.indices.sorted { costs[$0] != costs[$1] ? costs[$0] > costs[$1] : $0 < $1 }

    var queue: [Int32] = [0, 0]
    guard pipe(&queue) == 0 else { return nil }
    defer { close(queue[0]) }
    var indices = order.map { UInt32($0).littleEndian }
    let written = indices.withUnsafeMutableBytes { write(queue[1], $0.baseAddress, $0.count) }
    close(queue[1])
    guard written == files.count * 4 else { return nil }
    fflush(nil)

    var children: [(pid: pid_t, results: Int32)] = []
    for _ in 0..<workers {
      var results: [Int32] = [0, 0]
      guard pipe(&results) == 0 else { break }
      let pid = fork()
      if pid == 0 {
        close(results[0])
        for child in children { close(child.results) }
        let result = work(
          queue: queue[0], prepared, seeds: seeds, layout: layout, accepts: accepts,
          progress: nil)
        let data = (try? JSONEncoder().encode(encode(result, prepared))) ?? Data()
        ForkedAudit.writeAll(results[1], data)
        _exit(data.isEmpty ? 1 : 0)
      }
      close(results[1])
      if pid < 0 {
        close(results[0])
        break
      }
      children.append((pid, results[0]))
    }
    var parts = work(
      queue: queue[0], prepared, seeds: seeds, layout: layout, accepts: accepts,
      progress: progress)
    var complete = true
    for child in children {
      let data = ForkedAudit.readAll(child.results)
      close(child.results)
      var status: Int32 = 0
      while waitpid(child.pid, &status, 0) < 0, errno == EINTR {}
      guard status == 0, let wire = try? JSONDecoder().decode(WireResult.self, from: data),
        let result = decode(wire, prepared)
      else {
        complete = false
        continue
      }
      parts.findings += result.findings
      parts.layoutCount += result.layoutCount
      parts.failed = parts.failed || result.failed
    }
    return complete ? parts : nil
  }

  /// Takes files from the queue until it is empty (or a layout throws) and audits each.
  func work(
    queue: Int32, _ prepared: Auditor.Prepared, seeds: [(index: Int, layout: AuditedLayout)?],
    layout: (String, Environment) throws -> LayoutSnapshot,
    accepts: ((String, Environment) -> Bool)?, progress: ((Int, Int) -> Void)?
  ) -> Parts {
    var parts = Parts()
    let perFile = prepared.environments.count
    var index: UInt32 = 0
    while read(queue, &index, 4) == 4 {
      let file = Int(UInt32(littleEndian: index))
      if let progress {
        var waiting: Int32 = 0
        _ = ioctl(queue, UInt(FIONREAD), &waiting)
        progress((files.count - Int(waiting) / 4 - 1) * perFile, files.count * perFile)
      }
      do {
        let (findings, count) = try auditor.audit(
          file: files[file], prepared, layout: layout, accepts: accepts, progress: nil,
          seed: seeds[file])
        parts.findings += findings
        parts.layoutCount += count
      } catch {
        parts.failed = true
        break
      }
    }
    progress?(files.count * perFile, files.count * perFile)
    return parts
  }

  func encode(_ parts: Parts, _ prepared: Auditor.Prepared) -> WireResult {
    let index = prepared.grouping.index
    return WireResult(
      layoutCount: parts.layoutCount,
      findings: parts.findings.map { finding in
        WireFinding(
          rule: finding.rule.rawValue, severity: finding.severity.rawValue,
          file: finding.view.file, line: finding.view.line, column: finding.view.column,
          sceneID: finding.view.sceneID, className: finding.view.className,
          message: finding.message, fix: finding.fix, amount: Double(finding.amount),
          minimumAmount: Double(finding.minimumAmount),
          environments: finding.environments.compactMap { index[EnvironmentKey($0)] },
          amounts: finding.amounts.map(Double.init), summary: finding.summary,
          evidence: finding.evidence.map { [$0.rule.rawValue, $0.message, $0.summary] })
      }, failed: parts.failed)
  }

  func decode(_ wire: WireResult, _ prepared: Auditor.Prepared) -> Parts? {
    let environments = prepared.environments
    var parts = Parts(layoutCount: wire.layoutCount, failed: wire.failed)
    for finding in wire.findings {
      guard let severity = Severity(rawValue: finding.severity),
        finding.environments.allSatisfy(environments.indices.contains)
      else { return nil }
      var decoded = Finding(
        rule: RuleIdentifier(rawValue: finding.rule), severity: severity,
        view: ViewReference(
          file: finding.file, line: finding.line, column: finding.column,
          sceneID: finding.sceneID, className: finding.className),
        message: finding.message, fix: finding.fix, amount: CGFloat(finding.amount),
        minimumAmount: CGFloat(finding.minimumAmount),
        environments: finding.environments.map { environments[$0] }, summary: finding.summary)
      decoded.amounts = finding.amounts.map { CGFloat($0) }
      for triple in finding.evidence where triple.count == 3 {
        decoded.evidence.append(
          Finding.Evidence(
            rule: RuleIdentifier(rawValue: triple[0]), message: triple[1], summary: triple[2]))
      }
      parts.findings.append(decoded)
    }
    return parts
  }

  static func writeAll(_ descriptor: Int32, _ data: Data) {
    data.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return }
      var offset = 0
      while offset < buffer.count {
        let count = write(descriptor, base + offset, buffer.count - offset)
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { return }
        offset += count
      }
    }
  }

  static func readAll(_ descriptor: Int32) -> Data {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = read(descriptor, &buffer, buffer.count)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      data.append(contentsOf: buffer[0..<count])
    }
    return data
  }
}
#endif
