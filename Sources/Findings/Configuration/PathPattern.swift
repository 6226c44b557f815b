import Foundation

/// A path or glob in a configuration, relative to the configuration's directory: `*` matches
/// within one path component, `**` any number of components, `?` one character. A pattern matches
/// a file when it matches the file's path or one of its parent directories, so `Pods` and
/// `Pods/**` both exclude everything under `Pods/`.
///
/// ```swift
/// PathPattern("**/*Tests").matches("App/AppTests/Fixture.xib")  // true
/// ```
public struct PathPattern: Hashable, Sendable, CustomStringConvertible {
  /// The pattern as written, without a leading `./` or trailing `/`.
  public var pattern: String

  /// Creates a pattern.
  public init(_ pattern: String) {
    var text = pattern
    while text.hasPrefix("./") { text.removeFirst(2) }
    while text.count > 1, text.hasSuffix("/") { text.removeLast() }
    self.pattern = text
  }

  public var description: String { pattern }

  /// Whether `path` (relative, `/`-separated) or one of its parent directories matches.
  ///
  /// - Complexity: O(p·n) component comparisons for p pattern and n path components: one pass
  ///   that keeps, for each pattern prefix, which path prefixes it matches (`**` patterns on deep
  ///   paths backtracked exponentially before).
  public func matches(_ path: String) -> Bool {
    let pathParts = path.split(separator: "/").map { Array($0) }
    let patternParts = pattern.split(separator: "/").map { Array($0) }
    let count = pathParts.count
    guard count > 0 else { return false }
    // reached[j]: the pattern's first i components match the path's first j.
    var reached = [Bool](repeating: false, count: count + 1)
    reached[0] = true
    for part in patternParts {
      var next = [Bool](repeating: false, count: count + 1)
      if part == ["*", "*"] {
        // `**` takes any number of components: every prefix at or after a reached one.
        var any = false
        for j in 0...count {
          any = any || reached[j]
          next[j] = any
        }
      } else {
        for j in 0..<count where reached[j] && Self.matchComponent(part, pathParts[j]) {
          next[j + 1] = true
        }
      }
      reached = next
      if !reached.contains(true) { return false }
    }
    // The path itself or one of its parent directories (at least one component).
    return reached[1...].contains(true)
  }

  /// One component: `*` any run of characters, `?` one character.
  private static func matchComponent(_ pattern: [Character], _ text: [Character]) -> Bool {
    // Iterative wildcard matching with one backtrack point: linear in practice, never
    // exponential.
    var p = 0
    var t = 0
    var star: Int?
    var resume = 0
    while t < text.count {
      if p < pattern.count, pattern[p] == "*" {
        star = p
        resume = t
        p += 1
      } else if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] {
        p += 1
        t += 1
      } else if let star {
        p = star + 1
        resume += 1
        t = resume
      } else {
        return false
      }
    }
    while p < pattern.count, pattern[p] == "*" { p += 1 }
    return p == pattern.count
  }

  /// `path` (as a run names it: relative to `workingDirectory`, or absolute) relative to `root`,
  /// `/`-separated and without `.` or `..` components; absolute when it is outside `root`.
  public static func relative(_ path: String, to root: String, from workingDirectory: String)
    -> String
  {
    let absolute = path.hasPrefix("/") ? path : workingDirectory + "/" + path
    let parts = normalized(absolute)
    let rootParts = normalized(root.hasPrefix("/") ? root : workingDirectory + "/" + root)
    guard parts.count >= rootParts.count, Array(parts.prefix(rootParts.count)) == rootParts
    else { return "/" + parts.joined(separator: "/") }
    return parts.dropFirst(rootParts.count).joined(separator: "/")
  }

  /// `path` made absolute against `workingDirectory`, without `.` or `..` components.
  public static func absolute(_ path: String, from workingDirectory: String) -> String {
    "/"
      + normalized(path.hasPrefix("/") ? path : workingDirectory + "/" + path)
      .joined(separator: "/")
  }

  private static func normalized(_ path: String) -> [String] {
    var result: [String] = []
    for part in path.split(separator: "/") {
      if part == "." { continue }
      if part == ".." {
        if !result.isEmpty { result.removeLast() }
        continue
      }
      result.append(String(part))
    }
    return result
  }
}
