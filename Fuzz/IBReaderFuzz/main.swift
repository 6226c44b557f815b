// libFuzzer target for the InterfaceBuilder reader. Built by Scripts/fuzz-ib-reader.sh with
// `swiftc -sanitize=fuzzer,address -parse-as-library` together with
// Sources/InterfaceBuilder/Reader/*.swift (the reader depends on Foundation only).
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func ibReaderFuzzOneInput(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let data = Data(bytes: start, count: count)
  guard let document = try? IBDocument(data: data, path: "fuzz.storyboard") else { return 0 }
  // Exercise everything the builder reads from the model.
  let index = IBItemIndex(document)
  _ = document.allConstraints.map(\.description)
  _ = document.objectIDs(named: "x")
  for scene in document.scenes {
    _ = document.scenes(matching: scene.id)
    for view in scene.controller.view?.allViews() ?? [] {
      for traits in [IBTraits.phonePortrait, IBTraits(horizontal: .regular, vertical: .compact)] {
        _ = view.installedConstraints(for: traits)
        for subview in view.subviews { _ = view.isSubviewInstalled(subview.id, for: traits) }
      }
      _ = index.parent(of: view.id)
    }
  }
  _ = document.notes.sorted().map(\.description)
  return 0
}
