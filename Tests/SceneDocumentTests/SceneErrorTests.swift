import Testing

@testable import SceneDocument

/// Every error the loader reports, rendered exactly as the command line prints it.
@Suite struct SceneErrorTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let text: String
    let rendered: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "wrongType",
      text:
        "root:\n  controller:\n    view:\n      subviews:\n        - tableView:\n            rowHeight: abc\n",
      rendered:
        "scene.yaml:6:24: error: expected a number for 'rowHeight', found 'abc'\n            rowHeight: abc\n                       ^"
    ),
    Case(
      name: "unknownKey",
      text: "root:\n  controller:\n    titel: x\n",
      rendered:
        "scene.yaml:3:5: error: unknown key 'titel' in 'controller'; expected one of id, title, view, additionalSafeAreaInsets, edgesForExtendedLayout, extendedLayoutIncludesOpaqueBars, automaticallyAdjustsScrollViewInsets, prefersStatusBarHidden, largeTitleDisplayMode, hidesBottomBarWhenPushed, children, presents, navigationItem\n    titel: x\n    ^"
    ),
    Case(
      name: "unknownTopLevelKey",
      text: "roots:\n  controller: {}\n",
      rendered:
        "scene.yaml:1:1: error: unknown key 'roots' in the top-level mapping; expected one of environment, root\nroots:\n^"
    ),
    Case(
      name: "keyOfAnotherKind",
      text: "root:\n  navigation:\n    selectedIndex: 2\n",
      rendered:
        "scene.yaml:3:5: error: key 'selectedIndex' is not allowed in 'navigation'; it applies to 'tabBar'\n    selectedIndex: 2\n    ^"
    ),
    Case(
      name: "viewKeyOfAnotherKind",
      text: "root:\n  controller:\n    view:\n      subviews:\n        - scrollView: {rows: 3}\n",
      rendered:
        "scene.yaml:5:24: error: key 'rows' is not allowed in 'scrollView'; it applies to 'tableView'\n        - scrollView: {rows: 3}\n                       ^"
    ),
    Case(
      name: "controllerKeyOnView",
      text: "root:\n  controller:\n    view:\n      title: x\n",
      rendered:
        "scene.yaml:4:7: error: key 'title' is not allowed in 'view'; it applies to 'button' and to controllers\n      title: x\n      ^"
    ),
    Case(
      name: "twoKinds",
      text: "root:\n  controller: {}\n  navigation: {}\n",
      rendered:
        "scene.yaml:3:3: error: a controller node has both 'controller' and 'navigation'; a node has exactly one of controller, navigation, tabBar, split\n  navigation: {}\n  ^"
    ),
    Case(
      name: "noKind",
      text: "root:\n  id: x\n",
      rendered:
        "scene.yaml:2:3: error: expected a controller node with one of controller, navigation, tabBar, split as its key; found key 'id'\n  id: x\n  ^"
    ),
    Case(
      name: "noViewKind",
      text:
        "root:\n  controller:\n    view:\n      subviews:\n        - id: red\n          frame: bounds\n",
      rendered:
        "scene.yaml:5:11: error: expected a view node with one of view, scrollView, tableView, collectionView, label, button, imageView, textField, stackView as its key; found key 'id'\n        - id: red\n          ^"
    ),
    Case(
      name: "keyBesideKind",
      text:
        "root:\n  controller:\n    view:\n      subviews:\n        - view: {}\n          id: red\n",
      rendered:
        "scene.yaml:6:11: error: unexpected key 'id' beside 'view'; move it inside 'view:'\n          id: red\n          ^"
    ),
    Case(
      name: "arity",
      text: "root:\n  controller:\n    additionalSafeAreaInsets: [1, 2, 3]\n",
      rendered:
        "scene.yaml:3:31: error: expected 4 numbers [top, left, bottom, right] for 'additionalSafeAreaInsets', found 3\n    additionalSafeAreaInsets: [1, 2, 3]\n                              ^"
    ),
    Case(
      name: "listExpected",
      text: "root:\n  controller:\n    additionalSafeAreaInsets: 20\n",
      rendered:
        "scene.yaml:3:31: error: expected a list of 4 numbers [top, left, bottom, right] for 'additionalSafeAreaInsets', found '20'\n    additionalSafeAreaInsets: 20\n                              ^"
    ),
    Case(
      name: "numberInList",
      text: "root:\n  controller:\n    additionalSafeAreaInsets: [1, 2, x, 4]\n",
      rendered:
        "scene.yaml:3:38: error: expected a number for bottom in 'additionalSafeAreaInsets', found 'x'\n    additionalSafeAreaInsets: [1, 2, x, 4]\n                                     ^"
    ),
    Case(
      name: "frameArity",
      text: "root:\n  controller:\n    view: {frame: [0, 0, 10]}\n",
      rendered:
        "scene.yaml:3:19: error: expected 4 values [x, y, width, height] for 'frame', found 3\n    view: {frame: [0, 0, 10]}\n                  ^"
    ),
    Case(
      name: "frameWord",
      text: "root:\n  controller:\n    view: {frame: full}\n",
      rendered:
        "scene.yaml:3:19: error: expected 'bounds' or [x, y, width, height] for 'frame', found 'full'\n    view: {frame: full}\n                  ^"
    ),
    Case(
      name: "badEnum",
      text: "environment:\n  orientation: sideways\nroot: {controller: {}}\n",
      rendered:
        "scene.yaml:2:16: error: expected one of portrait, portraitUpsideDown, landscapeLeft, landscapeRight for 'orientation', found 'sideways'\n  orientation: sideways\n               ^"
    ),
    Case(
      name: "badBool",
      text: "root: {controller: {prefersStatusBarHidden: maybe}}\n",
      rendered:
        "scene.yaml:1:45: error: expected true or false for 'prefersStatusBarHidden', found 'maybe'\nroot: {controller: {prefersStatusBarHidden: maybe}}\n                                            ^"
    ),
    Case(
      name: "badInteger",
      text: "root: {tabBar: {selectedIndex: 1.5}}\n",
      rendered:
        "scene.yaml:1:32: error: expected a whole number for 'selectedIndex', found '1.5'\nroot: {tabBar: {selectedIndex: 1.5}}\n                               ^"
    ),
    Case(
      name: "negativeRows",
      text: "root: {controller: {view: {tableView: {rows: -1}}}}\n",
      rendered:
        "scene.yaml:1:46: error: expected a whole number of 0 or more for 'rows', found '-1'\nroot: {controller: {view: {tableView: {rows: -1}}}}\n                                             ^"
    ),
    Case(
      name: "oldIOS",
      text: "environment: {ios: 9}\nroot: {controller: {}}\n",
      rendered:
        "scene.yaml:1:20: error: expected a whole number of 10 or more for 'ios', found '9'\nenvironment: {ios: 9}\n                   ^"
    ),
    Case(
      name: "duplicateID",
      text:
        "root:\n  controller:\n    id: a\n    children:\n      - frame: bounds\n        controller: {id: a}\n",
      rendered:
        "scene.yaml:6:26: error: duplicate id 'a'; it is already used at line 3, column 9\n        controller: {id: a}\n                         ^"
    ),
    Case(
      name: "invalidID",
      text: "root: {controller: {id: my view}}\n",
      rendered:
        "scene.yaml:1:25: error: invalid id 'my view'; an id is a letter or '_' followed by letters, digits or '_'\nroot: {controller: {id: my view}}\n                        ^"
    ),
    Case(
      name: "reservedID",
      text: "root: {controller: {id: window}}\n",
      rendered:
        "scene.yaml:1:25: error: id 'window' is reserved; 'window', 'superview', 'safeArea', 'margins', 'readable' cannot be ids\nroot: {controller: {id: window}}\n                        ^"
    ),
    Case(
      name: "duplicateKey",
      text: "root:\n  controller:\n    id: a\n    title: t\n    id: b\n",
      rendered:
        "scene.yaml:5:5: error: duplicate key 'id' in a mapping; the first is at line 3, column 5\n    id: b\n    ^"
    ),
    Case(
      name: "duplicateFlowKey",
      text: "root: {controller: {id: a, id: b}}\n",
      rendered:
        "scene.yaml:1:28: error: duplicate key 'id' in a mapping; the first is at line 1, column 21\nroot: {controller: {id: a, id: b}}\n                           ^"
    ),
    Case(
      name: "unknownName",
      text:
        "root:\n  controller:\n    view:\n      subviews:\n        - view: {frame: [0, 0, screen.widht - 20, 88]}\n",
      rendered:
        "scene.yaml:5:32: error: unknown name 'screen.widht' in frame expression; expected one of screen.width, screen.height, superview.width, superview.height, safeArea.top, safeArea.left, safeArea.bottom, safeArea.right\n        - view: {frame: [0, 0, screen.widht - 20, 88]}\n                               ^"
    ),
    Case(
      name: "quotedExpression",
      text:
        "root:\n  controller:\n    view:\n      subviews:\n        - view: {frame: [0, 0, \"screen.width - * 20\", 88]}\n",
      rendered:
        "scene.yaml:5:48: error: expected a number, a name or '(', found '*'\n        - view: {frame: [0, 0, \"screen.width - * 20\", 88]}\n                                               ^"
    ),
    Case(
      name: "constraintRelation",
      text:
        "root:\n  controller:\n    view:\n      subviews:\n        - view:\n            constraints:\n              - top safeArea.top\n",
      rendered:
        "scene.yaml:7:21: error: expected a relation ('==', '<=' or '>=') after 'top', found 'safeArea.top'\n              - top safeArea.top\n                    ^"
    ),
    Case(
      name: "constraintQuoted",
      text: "root:\n  controller:\n    view:\n      constraints: ['top == safeArea.topp']\n",
      rendered:
        "scene.yaml:4:38: error: unknown attribute 'topp'; expected one of top, bottom, leading, trailing, left, right, width, height, centerX, centerY\n      constraints: ['top == safeArea.topp']\n                                     ^"
    ),
    Case(
      name: "rowsAndSections",
      text:
        "root:\n  controller:\n    view:\n      subviews:\n        - tableView: {rows: 3, sections: [1]}\n",
      rendered:
        "scene.yaml:5:32: error: 'rows' and 'sections' cannot both be given; use 'rows: N' for one section or 'sections: [N, …]'\n        - tableView: {rows: 3, sections: [1]}\n                               ^"
    ),
    Case(
      name: "empty",
      text: "",
      rendered:
        "scene.yaml:1:1: error: the file is empty; expected a mapping with 'root:' (and optionally 'environment:')\n\n^"
    ),
    Case(
      name: "onlyComment",
      text: "# nothing here\n",
      rendered:
        "scene.yaml:1:1: error: the file is empty; expected a mapping with 'root:' (and optionally 'environment:')\n# nothing here\n^"
    ),
    Case(
      name: "nonMappingRoot",
      text: "- a\n- b\n",
      rendered:
        "scene.yaml:1:1: error: expected a mapping with 'root:' (and optionally 'environment:') at the top of the file, found a list\n- a\n^"
    ),
    Case(
      name: "scalarRoot",
      text: "hello\n",
      rendered:
        "scene.yaml:1:1: error: expected a mapping with 'root:' (and optionally 'environment:') at the top of the file, found 'hello'\nhello\n^"
    ),
    Case(
      name: "missingRoot",
      text: "environment: {ios: 11}\n",
      rendered:
        "scene.yaml:1:1: error: missing key 'root'; a scene file needs 'root:' with a controller node (controller, navigation or tabBar)\nenvironment: {ios: 11}\n^"
    ),
    Case(
      name: "rootNotController",
      text: "root: [1]\n",
      rendered:
        "scene.yaml:1:7: error: expected a controller node (a mapping with one of controller, navigation, tabBar, split) for 'root', found a list\nroot: [1]\n      ^"
    ),
    Case(
      name: "malformed",
      text: "root:\n  controller:\n   view: x: y\n",
      rendered:
        "scene.yaml:3:11: error: invalid YAML: mapping values are not allowed in this context\n   view: x: y\n          ^"
    ),
    Case(
      name: "unclosedFlow",
      text: "root: {controller: {id: a}\n",
      rendered:
        "scene.yaml:1:27: error: invalid YAML: did not find expected ',' or '}' (while parsing a flow mapping at column 7)\nroot: {controller: {id: a}\n                          ^"
    ),
    Case(
      name: "badIndent",
      text: "root:\n  controller:\n    id: a\n   title: b\n",
      rendered:
        "scene.yaml:4:4: error: invalid YAML: did not find expected key (while parsing a block mapping at line 2, column 3)\n   title: b\n   ^"
    ),
    Case(
      name: "tab",
      text: "root:\n\tcontroller: {}\n",
      rendered:
        "scene.yaml:2:1: error: invalid YAML: found character that cannot start any token (while scanning for the next token at column 1)\n\tcontroller: {}\n^"
    ),
    Case(
      name: "twoDocuments",
      text: "root: {controller: {}}\n---\nroot: {controller: {}}\n",
      rendered:
        "scene.yaml:2:1: error: the file holds more than one YAML document; a scene file holds exactly one\n---\n^"
    ),
    Case(
      name: "anchor",
      text: "root:\n  controller: &c {}\n",
      rendered:
        "scene.yaml:2:15: error: YAML anchors and aliases ('&c') are not supported in scene files; write the value out (quote text that starts with '&' or '*')\n  controller: &c {}\n              ^"
    ),
    Case(
      name: "alias",
      text: "root: *c\n",
      rendered:
        "scene.yaml:1:7: error: YAML anchors and aliases ('*c') are not supported in scene files; write the value out (quote text that starts with '&' or '*')\nroot: *c\n      ^"
    ),
    Case(
      name: "customDeviceMissingWidth",
      text: "environment:\n  device: {name: X, height: 800}\nroot: {controller: {}}\n",
      rendered:
        "scene.yaml:2:11: error: missing key 'width' in a custom 'device'; a custom device needs 'width' and 'height' in points\n  device: {name: X, height: 800}\n          ^"
    ),
    Case(
      name: "mappingKey",
      text: "root:\n  controller:\n    [a]: 1\n",
      rendered:
        "scene.yaml:3:5: error: expected a key name in 'controller', found a list\n    [a]: 1\n    ^"
    ),
    Case(
      name: "childNotMapping",
      text: "root:\n  controller:\n    children: [x]\n",
      rendered:
        "scene.yaml:3:16: error: expected a child entry { frame: F, <controller node> } in 'children', found 'x'\n    children: [x]\n               ^"
    ),
    Case(
      name: "subviewsNotList",
      text: "root:\n  controller:\n    view: {subviews: 3}\n",
      rendered:
        "scene.yaml:3:22: error: expected a list of view nodes for 'subviews', found '3'\n    view: {subviews: 3}\n                     ^"
    ),
    Case(
      name: "positionConstant",
      text: "root:\n  controller:\n    view: {constraints: [\"top == 20\"]}\n",
      rendered:
        "scene.yaml:3:34: error: 'top' cannot equal a constant, only 'width' and 'height' can; relate it to another item, as in 'top == superview.top + 20'\n    view: {constraints: [\"top == 20\"]}\n                                 ^"
    ),
    Case(
      name: "controlCharacter",
      text: "root:\n  controller: {title: a\u{7}b}\n",
      rendered:
        "scene.yaml:2:24: error: invalid text: control characters are not allowed\n  controller: {title: a\\u{07}b}\n                       ^"
    ),
  ]

  @Test(arguments: cases)
  func rendersTheError(_ example: Case) throws {
    let error = try #require(sceneError(example.text))
    #expect(error.description == example.rendered)
    #expect(error.description.hasPrefix("\(error.file):\(error.line):\(error.column): error: "))
    #expect(error.message.first?.isUppercase != true || error.message.hasPrefix("YAML"))
  }

  @Test func caretKeepsTabsAndPadsPastTheEnd() {
    let error = SceneError(
      file: "f.yaml", line: 2, column: 4, message: "m", sourceLine: "\tab")
    #expect(error.description == "f.yaml:2:4: error: m\n\tab\n\t  ^")
    let beyond = SceneError(file: "f.yaml", line: 1, column: 5, message: "m", sourceLine: "ab")
    #expect(beyond.description == "f.yaml:1:5: error: m\nab\n    ^")
    let noSource = SceneError(file: "f.yaml", line: 1, column: 1, message: "m")
    #expect(noSource.description == "f.yaml:1:1: error: m")
  }

  @Test func unreadableFiles() {
    #expect(
      throws: SceneError(
        file: "/nonexistent/scene.yaml", line: 1, column: 1,
        message: "cannot read the file: no such file")
    ) { try SceneLoader.load(path: "/nonexistent/scene.yaml") }
    #expect(
      throws: SceneError(
        file: "/tmp", line: 1, column: 1,
        message: "cannot read the file: it is a directory; expected a scene file")
    ) { try SceneLoader.load(path: "/tmp") }
  }
}

/// Lines and columns as editors count them (issue 17 item 3): LF, CRLF and CR end a line;
/// NEL, U+2028 and U+2029 (line breaks to libYAML) do not.
@Suite struct EditorLineTests {
  static func location(_ text: String) -> String? {
    do {
      _ = try SceneLoader.parse(text, file: "scene.yaml")
      return nil
    } catch {
      return "\(error.line):\(error.column)"
    }
  }

  @Test(arguments: ["\n", "\r\n", "\r"])
  func lineEnds(_ end: String) {
    let text = ["root:", "  controller:", "    id: vc", "    bogus: 1", ""].joined(separator: end)
    #expect(Self.location(text) == "4:5")
  }

  @Test(arguments: ["\u{2028}", "\u{2029}", "\u{85}"])
  func unicodeSeparatorsAreNotLineBreaks(_ separator: String) {
    let text = "root:\n  controller:\n    title: \"a\(separator)b\"\n    id: vc\n    bogus: 1\n"
    #expect(Self.location(text) == "5:5")
    let sameLine = "root:\n  controller: {title: \"a\(separator)b\", bogus: 1}\n"
    #expect(Self.location(sameLine) == "2:30")
  }

  /// The end of the stream after a final line break is the end of the last line.
  @Test func endOfStreamIsOnTheLastLine() {
    #expect(Self.location("root: [\n") == "1:8")
    #expect(Self.location("root: [\r\n") == "1:8")
    #expect(Self.location("root: [") == "1:8")
  }
}
