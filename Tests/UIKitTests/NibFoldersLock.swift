import Foundation

/// `UIKitSimulation.nibFolders` is one setting for the whole process: the tests that point it at their own
/// folder hold this lock while they do, so tests running in parallel never see each other's folder (an
/// image-literal test once found no asset because another test had put its folders back meanwhile).
let nibFoldersLock = NSLock()
