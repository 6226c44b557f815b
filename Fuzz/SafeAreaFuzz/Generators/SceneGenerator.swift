/// Writes a scene file (YAML, sometimes in flow style) that follows the scene format — an
/// environment, a controller tree, views of every kind with frames, insets, flow layouts, table
/// sections and constraints — with hostile numbers and strings in its values (issue 32, item 2).
struct SceneGenerator {
  var entropy: Entropy
  private var ids: [String] = []
  private var counter = 0

  init(_ bytes: [UInt8]) { entropy = Entropy(bytes) }

  mutating func scene() -> String {
    ids = []
    var text =
      "environment: { device: \(entropy.pick(["iPhone X", "iPhone SE (1st generation)", "iPad Pro 11-inch (M4)", "iPhone 16 Pro", "Nope"]))"
    text += ", ios: \(entropy.pick(["10", "11", "17", "26", "1e-300", "nan", "99"]))"
    text +=
      ", orientation: \(entropy.pick(["portrait", "landscapeLeft", "landscapeRight", "upsideDown"])) }\n"
    text += "root:\n"
    text += controller(indent: 2, depth: 0)
    return text
  }

  private mutating func number() -> String {
    let value = HostileValues.number(&entropy)
    // Quoted sometimes: YAML reads `.nan` and `.inf` as floats only when plain.
    return entropy.oneIn(5) ? "\"\(value)\"" : (value.isEmpty ? "0" : value)
  }

  private mutating func quad() -> String {
    "[\(number()), \(number()), \(number()), \(number())]"
  }

  private mutating func id(_ prefix: String) -> String {
    counter += 1
    let name = "\(prefix)\(counter)"
    ids.append(name)
    return name
  }

  private func pad(_ indent: Int) -> String { String(repeating: " ", count: indent) }

  private mutating func controller(indent: Int, depth: Int) -> String {
    let kind =
      depth > 1 ? "controller" : entropy.pick(["controller", "controller", "navigation", "tabBar"])
    var text = pad(indent) + "\(kind):\n"
    let inner = indent + 2
    text += pad(inner) + "id: \(id("c"))\n"
    switch kind {
    case "navigation":
      text +=
        pad(inner)
        + "navigationBar: { translucent: \(entropy.bool()), hidden: \(entropy.bool()) }\n"
      text += pad(inner) + "viewControllers:\n"
      text += pad(inner) + "  -\n" + controller(indent: inner + 4, depth: depth + 1)
    case "tabBar":
      text += pad(inner) + "tabBar: { translucent: \(entropy.bool()) }\n"
      text += pad(inner) + "selectedIndex: \(HostileValues.count(&entropy))\n"
      text += pad(inner) + "viewControllers:\n"
      text += pad(inner) + "  -\n" + controller(indent: inner + 4, depth: depth + 1)
    default:
      if entropy.oneIn(4) { text += pad(inner) + "additionalSafeAreaInsets: \(quad())\n" }
      text += pad(inner) + "view:\n"
      text += viewBody(indent: inner + 2, kind: "view", depth: 0)
    }
    return text
  }

  private mutating func viewBody(indent: Int, kind: String, depth: Int) -> String {
    var text = pad(indent) + "id: \(id("v"))\n"
    if depth > 0 {
      text +=
        pad(indent) + "frame: "
        + (entropy.oneIn(4)
          ? "bounds"
          : "[\(number()), \(number()), \(entropy.oneIn(3) ? "superview.width / \(number())" : number()), \(number())]")
        + "\n"
    }
    if entropy.oneIn(6) { text += pad(indent) + "layoutMargins: \(quad())\n" }
    switch kind {
    case "collectionView":
      text +=
        pad(indent)
        + (entropy.bool()
          ? "items: \(HostileValues.count(&entropy))\n"
          : "sections: [\(HostileValues.count(&entropy)), \(HostileValues.count(&entropy))]\n")
      text +=
        pad(indent)
        + "flowLayout: { itemSize: [\(number()), \(number())], minimumInteritemSpacing: \(number()),"
        + " minimumLineSpacing: \(number()), sectionInset: \(quad()),"
        + " scrollDirection: \(entropy.pick(["vertical", "horizontal"])),"
        + " sectionInsetReference: \(entropy.pick(["fromContentInset", "fromSafeArea", "fromLayoutMargins"])) }\n"
    case "tableView":
      text += pad(indent) + "rows: \(HostileValues.count(&entropy))\n"
      text += pad(indent) + "rowHeight: \(number())\n"
      if entropy.bool() { text += pad(indent) + "sectionHeaderHeight: \(number())\n" }
    case "scrollView":
      text += pad(indent) + "contentSize: [\(number()), \(number())]\n"
      text += pad(indent) + "contentInset: \(quad())\n"
    default: break
    }
    if depth > 0, entropy.oneIn(3), ids.count > 1 {
      text += pad(indent) + "constraints:\n"
      for _ in 0..<entropy.int(1...4) {
        let attribute = entropy.pick([
          "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY",
        ])
        let item = entropy.pick(["superview", "safeArea", "margins", "readable", "keyboard"] + ids)
        text +=
          pad(indent)
          + "  - \"\(attribute) \(entropy.pick(["==", "<=", ">="])) \(entropy.oneIn(3) ? "\(number()) * " : "")\(item).\(attribute) + \(number())"
          + (entropy.oneIn(4) ? " @\(number())" : "") + "\"\n"
      }
    }
    let children = depth > 5 ? 0 : entropy.int(0...3)
    if children > 0, kind == "view" || kind == "scrollView" {
      text += pad(indent) + "subviews:\n"
      for _ in 0..<children {
        let child = entropy.pick([
          "view", "view", "label", "button", "imageView", "scrollView", "tableView",
          "collectionView", "textField",
        ])
        text += pad(indent) + "  - \(child):\n"
        text += viewBody(indent: indent + 6, kind: child, depth: depth + 1)
      }
    }
    return text
  }
}
