extension IBDocument {
  /// The name a person gave the object with IB id `id`: its `userLabel` (the name Xcode's
  /// document outline shows), else the property of the first outlet that points at it
  /// (`<outlet property="tableView" destination="kTY-2b-qfu"/>`, the name the code uses);
  /// `nil` when it has neither, or when no object has that id.
  ///
  /// ```swift
  /// document.readableName(ofObject: "kTY-2b-qfu")  // "tableView"
  /// ```
  public func readableName(ofObject id: String) -> String? {
    if let label = itemIndex.view(id)?.userLabel ?? itemIndex.controller(id)?.userLabel,
      !label.isEmpty
    {
      return label
    }
    return outletNames[id]
  }

  /// `text` with every quoted IB object id (`'kTY-2b-qfu'`) that has a readable name
  /// (``readableName(ofObject:)``) replaced by that name (`'tableView'`): a finding's message
  /// names views the way the developer does. Ids without a name, and quoted text that is no id,
  /// are kept.
  public func namingObjects(in text: String) -> String {
    guard text.contains("'") else { return text }
    var result = ""
    var rest = Substring(text)
    // Each quote is tried as an opening one: an apostrophe ("superview's") followed later by a
    // quoted id pairs with the id's opening quote, whose text is no id, and the id's own pair is
    // tried next.
    while let open = rest.firstIndex(of: "'") {
      let after = rest.index(after: open)
      guard let close = rest[after...].firstIndex(of: "'") else { break }
      let quoted = String(rest[after..<close])
      if let name = readableName(ofObject: quoted) {
        result += rest[...open] + name + "'"
        rest = rest[rest.index(after: close)...]
      } else {
        result += rest[..<close]
        rest = rest[close...]
      }
    }
    return result + rest
  }

  /// Every `<outlet property destination>` of the document, destination id to property name,
  /// the first outlet in document order for an object several point at (outlet collections are
  /// not names of one object). Walked with an explicit stack: nesting depth costs no recursion.
  static func outletNames(in root: IBXMLNode) -> [String: String] {
    var names: [String: String] = [:]  // lookups only
    var stack = [root]
    while let node = stack.popLast() {
      if node.name == "outlet", let property = node["property"], !property.isEmpty,
        let destination = node["destination"], names[destination] == nil
      {
        names[destination] = property
      }
      // Children pushed in reverse: popped in document order.
      stack.append(contentsOf: node.children.reversed())
    }
    return names
  }
}
