import DeviceCatalog
import Foundation
import HeadlessUIKit

/// Runs rules over one or more files across a device matrix and groups what they see into
/// findings.
///
/// ```swift
/// let auditor = Auditor(matrix: AuditMatrix())
/// let report = try auditor.audit(files: ["A3-2.yaml"]) { file, environment in
///   try layOut(file, in: environment)  // a LayoutSnapshot
/// }
/// ```
public struct Auditor: Sendable {
  /// The environments.
  public var matrix: AuditMatrix
  /// The rules to run (default: every rule).
  public var rules: [any AuditRule.Type]
  /// Whether a file is laid out once per distinct ``LayoutInputs`` and the snapshot reused for the
  /// other environments with the same inputs (default: yes). Valid when `layout` depends on the
  /// environment only through what it lays out with, which holds for scene files and Interface
  /// Builder documents: their layout reads nothing else of a device.
  public var sharesLayouts: Bool

  /// Creates an auditor.
  public init(
    matrix: AuditMatrix, rules: [any AuditRule.Type] = AuditRules.all, sharesLayouts: Bool = true
  ) {
    self.matrix = matrix
    self.rules = rules
    self.sharesLayouts = sharesLayouts
  }

  /// Audits `files`: lays each out in every environment with `layout`, runs every rule, groups.
  ///
  /// - Parameters:
  ///   - layout: lays out a file in an environment. Its errors end the audit.
  ///   - accepts: whether a file is laid out in an environment at all (an iPad-only storyboard is
  ///     not laid out on iPhones); all of them when `nil`.
  ///   - progress: called after each layout with (done, total).
  /// - Throws: what `layout` throws.
  public func audit(
    files: [String], layout: (String, Environment) throws -> LayoutSnapshot,
    accepts: ((String, Environment) -> Bool)? = nil,
    progress: ((Int, Int) -> Void)? = nil
  ) throws -> AuditReport {
    let prepared = Prepared(self)
    let total = prepared.environments.count * files.count
    var done = 0
    var layoutCount = 0
    var all: [Finding] = []
    for file in files {
      let (found, count) = try audit(
        file: file, prepared, layout: layout, accepts: accepts,
        progress: { progress?(done + $0, total) })
      all += found
      layoutCount += count
      done += prepared.environments.count
    }
    return merged(all, files: files, layoutCount: layoutCount)
  }

  /// The matrix's environments and their layout inputs, computed once per audit.
  struct Prepared {
    let environments: [Environment]
    let inputs: [LayoutInputs]
    let grouping: Grouping

    init(_ auditor: Auditor) {
      environments = auditor.matrix.environments
      inputs = auditor.sharesLayouts ? environments.map(LayoutInputs.init) : []
      grouping = Grouping(environments)
    }
  }

  /// One file's findings and the number of layouts computed for it.
  ///
  /// - Parameter seed: the file's layout in one environment (an index into
  ///   `prepared.environments`), already computed.
  func audit(
    file: String, _ prepared: Prepared, layout: (String, Environment) throws -> LayoutSnapshot,
    accepts: ((String, Environment) -> Bool)?, progress: ((Int) -> Void)?,
    seed: (index: Int, layout: AuditedLayout)? = nil
  ) throws -> (findings: [Finding], layoutCount: Int) {
    var layouts: [AuditedLayout] = []
    layouts.reserveCapacity(prepared.environments.count)
    var laidOut: [LayoutInputs: AuditedLayout] = [:]
    var layoutCount = 0
    for (index, environment) in prepared.environments.enumerated() {
      defer { progress?(index + 1) }
      guard accepts?(file, environment) ?? true else { continue }
      if let seed, seed.index == index {
        if sharesLayouts { laidOut[prepared.inputs[index]] = seed.layout }
        layouts.append(seed.layout)
        layoutCount += 1
      } else if sharesLayouts, let shared = laidOut[prepared.inputs[index]] {
        layouts.append(shared.reused(in: environment))
      } else {
        let audited = AuditedLayout(file: file, snapshot: try layout(file, environment))
        if sharesLayouts { laidOut[prepared.inputs[index]] = audited }
        layouts.append(audited)
        layoutCount += 1
      }
    }
    // Precision before recall: a layout that needed a value the model cannot know (R17.3,
    // R17.4) placed its views with a stand-in, so no finding is made from it.
    layouts.removeAll { !$0.snapshot.missingValues.isEmpty }
    return (
      findings(file: file, layouts: layouts, grouping: prepared.grouping), layoutCount
    )
  }

  /// The report of the findings of `files`, sorted, each finding once.
  func merged(_ all: [Finding], files: [String], layoutCount: Int) -> AuditReport {
    // A storyboard scene is laid out inside its containers, so a view can be seen from two scenes
    // (the container's and its own): report each finding once.
    var unique: [Finding] = []
    for finding in all.sorted(by: Finding.ordered) where unique.last != finding {
      unique.append(finding)
    }
    var report = AuditReport(
      findings: unique, files: files, matrix: matrix, environmentCount: matrix.environments.count)
    report.layoutCount = layoutCount
    return report
  }

  /// Audits one file given a closure from environment to snapshot.
  public func audit(
    file: String, layout: (Environment) throws -> LayoutSnapshot
  ) throws -> AuditReport {
    try audit(files: [file]) { _, environment in try layout(environment) }
  }

  /// The findings of every rule over one file's layouts.
  public func findings(file: String, layouts: [AuditedLayout]) -> [Finding] {
    findings(file: file, layouts: layouts, grouping: Grouping(matrix.environments))
  }

  /// The matrix's environments by key, and the summaries already written (a summary depends only
  /// on the environments, and many findings share theirs).
  final class Grouping {
    let environments: [Environment]
    let index: [EnvironmentKey: Int]  // lookups only
    var summaries: [[Int]: String] = [:]  // lookups only

    init(_ environments: [Environment]) {
      self.environments = environments
      var index: [EnvironmentKey: Int] = [:]
      for (at, environment) in environments.enumerated() { index[EnvironmentKey(environment)] = at }
      self.index = index
    }
  }

  func findings(file: String, layouts: [AuditedLayout], grouping: Grouping) -> [Finding] {
    var result: [Finding] = []
    for ruleType in rules {
      let rule = ruleType.init()
      var observations: [Observation] = []
      if ruleType.readsOnlyLayoutInputs {
        // Once per shared layout; every environment that shares it gets the observations.
        var seen: [ObjectIdentifier: [Observation]] = [:]  // lookups only
        for layout in layouts {
          let key = ObjectIdentifier(layout.analysis)
          let found = seen[key] ?? rule.check(layout)
          seen[key] = found
          for var observation in found {
            observation.environment = layout.environment
            observations.append(observation)
          }
        }
      } else {
        for layout in layouts { observations += rule.check(layout) }
      }
      observations += rule.checkMatrix(layouts)
      result += group(
        observations, description: ruleType.description, file: file, grouping: grouping)
    }
    return result.sorted(by: Finding.ordered)
  }

  /// One finding per view: the observations of one rule grouped across environments.
  func group(
    _ observations: [Observation], description: RuleDescription, file: String,
    grouping: Grouping
  ) -> [Finding] {
    // Group by view without comparing whole environments (a Device is a large value): index the
    // observations by view, and the environments by a small key. The dictionaries are only looked
    // up, never iterated, so no hash order reaches the output.
    var views: [ViewReference] = []
    var byView: [ViewReference: [Int]] = [:]
    for (index, observation) in observations.enumerated() {
      if byView[observation.view] == nil { views.append(observation.view) }
      byView[observation.view, default: []].append(index)
    }
    var result: [Finding] = []
    for view in views.sorted() {
      let mine = (byView[view] ?? []).map { observations[$0] }
      // In matrix order.
      let indices = Set(mine.compactMap { grouping.index[EnvironmentKey($0.environment)] })
        .sorted()
      let environments = indices.map { grouping.environments[$0] }
      let summary =
        grouping.summaries[indices]
        ?? EnvironmentGrouping.summary(environments, matrix: matrix)
      grouping.summaries[indices] = summary
      guard let worst = mine.max(by: { $0.amount < $1.amount }) else { continue }
      let minimum = mine.map(\.amount).min() ?? worst.amount
      var reference = view
      if reference.file.isEmpty { reference.file = file }
      result.append(
        Finding(
          rule: description.identifier, severity: description.severity, view: reference,
          message: worst.message, fix: worst.fix, amount: worst.amount, minimumAmount: minimum,
          environments: environments, summary: summary))
    }
    return result
  }
}

/// What tells two environments of one audit apart, cheap to hash and compare.
struct EnvironmentKey: Hashable {
  var device: String
  var width: CGFloat
  var height: CGFloat
  var orientation: Orientation
  var ios: Int
  var statusBarHidden: Bool

  init(_ environment: Environment) {
    device = environment.device.id
    width = environment.device.portraitSize.width
    height = environment.device.portraitSize.height
    orientation = environment.orientation
    ios = environment.ios
    statusBarHidden = environment.statusBarHidden
  }
}
