import SwiftSyntax

/// The local constants of a body that nothing reads: `let name = value` written directly in a
/// function's, accessor's or closure's statements, whose name no later token of those statements
/// reads except inside the value of another such constant (`let screenWidth = …; let xOffset =
/// (screenWidth - 190) / 2` with `xOffset` never read: both unread).
enum UnreadLocals {
  struct Declaration: Hashable {
    var name: String
    /// The lines of the whole declaration.
    var lines: ClosedRange<Int>
  }

  static func declarations(_ tree: SourceFileSyntax, converter: SourceLocationConverter)
    -> [Declaration]
  {
    let collector = Collector(viewMode: .sourceAccurate)
    collector.walk(tree)
    var result: [Declaration] = []
    for list in collector.lists {
      result += unread(in: list, converter: converter)
    }
    return result
  }

  private final class Collector: SyntaxVisitor {
    var lists: [CodeBlockItemListSyntax] = []
    override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
      // The file's own statements are not a body (a top-level `let` is a global).
      if !(node.parent?.is(SourceFileSyntax.self) ?? true) { lists.append(node) }
      return .visitChildren
    }
  }

  private struct Candidate {
    var name: String
    var declaration: VariableDeclSyntax
    var value: ExprSyntax
  }

  private static func unread(
    in list: CodeBlockItemListSyntax, converter: SourceLocationConverter
  ) -> [Declaration] {
    var candidates: [Candidate] = []
    for item in list {
      guard let declaration = item.item.as(VariableDeclSyntax.self),
        declaration.bindingSpecifier.tokenKind == .keyword(.let),
        declaration.attributes.isEmpty, declaration.bindings.count == 1,
        let binding = declaration.bindings.first,
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        let value = binding.initializer?.value
      else { continue }
      candidates.append(Candidate(name: name, declaration: declaration, value: value))
    }
    guard !candidates.isEmpty else { return [] }
    // Each read: the candidate it names, and the candidate whose value holds it (if any).
    var reads: [(of: Int, inValueOf: Int?)] = []
    for (index, candidate) in candidates.enumerated() {
      let start = candidate.declaration.endPosition
      for token in list.tokens(viewMode: .sourceAccurate) where token.position >= start {
        guard case .identifier(let text) = token.tokenKind, text == candidate.name,
          !(token.parent?.is(IdentifierPatternSyntax.self) ?? false)
        else { continue }
        // `other.name`: a member of another value, not the local.
        if let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
          member.declName.baseName.id == token.id
        {
          continue
        }
        let holder = candidates.firstIndex { other in
          other.value.position <= token.position && token.endPosition <= other.value.endPosition
        }
        reads.append((of: index, inValueOf: holder))
      }
    }
    var dead = Set(candidates.indices)
    var changed = true
    while changed {
      changed = false
      for index in dead
      where reads.contains(where: { read in
        read.of == index && !(read.inValueOf.map { dead.contains($0) } ?? false)
      }) {
        dead.remove(index)
        changed = true
      }
    }
    return dead.sorted().map { index in
      let declaration = candidates[index].declaration
      let first = converter.location(for: declaration.positionAfterSkippingLeadingTrivia).line
      let last = converter.location(for: declaration.endPositionBeforeTrailingTrivia).line
      return Declaration(name: candidates[index].name, lines: first...max(first, last))
    }
  }
}
