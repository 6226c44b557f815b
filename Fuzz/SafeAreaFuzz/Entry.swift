import Foundation

// Two builds of one target. Under `Scripts/fuzz.sh` (`swift build --sanitize=fuzzer
// -Xswiftc -DFUZZING`) libFuzzer owns `main` and calls `LLVMFuzzerTestOneInput`, with the target
// chosen by `SAFEAREA_FUZZ_TARGET` (scene, ib or audit). In an ordinary build this is a
// reproducer: `safearea-fuzz TARGET FILE...` runs each file through the target once, so a crash
// file replays without sanitizers.

/// The target libFuzzer runs, read once from `SAFEAREA_FUZZ_TARGET`.
let fuzzTarget: FuzzTarget = {
  let name = ProcessInfo.processInfo.environment["SAFEAREA_FUZZ_TARGET"] ?? "audit"
  guard let target = FuzzTarget(rawValue: name) else {
    FileHandle.standardError.write(Data("unknown SAFEAREA_FUZZ_TARGET '\(name)'\n".utf8))
    exit(64)
  }
  return target
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func safeAreaFuzzOneInput(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let data = Data(bytes: start, count: count)
  MainActor.assumeIsolated { fuzzTarget.run(data) }
  return 0
}

#if !FUZZING
@main
enum Reproducer {
  static func main() {
    var arguments = CommandLine.arguments.dropFirst()
    // `print TARGET FILE…`: the document a structure-aware target makes of each file.
    let printing = arguments.first == "print"
    if printing { arguments = arguments.dropFirst() }
    guard let name = arguments.first, let target = FuzzTarget(rawValue: name) else {
      let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")
      FileHandle.standardError.write(
        Data("usage: safearea-fuzz [print] \(names) FILE...\n".utf8))
      exit(64)
    }
    for path in arguments.dropFirst() {
      guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("error: cannot read '\(path)'\n".utf8))
        exit(66)
      }
      if printing {
        print(target.generated(data))
        continue
      }
      MainActor.assumeIsolated { target.run(data) }
      print("ok \(path)")
    }
  }
}
#endif
