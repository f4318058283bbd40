import Foundation
import InterfaceBuilder

/// Xib documents read once per file and kept while the file is unchanged (its size and modification
/// date): a screen whose 32 sections share eight xibs reads eight. The one way a xib file is read by
/// path (a screen's nib cells, `UINib(nibName:bundle:)`). Safe from any thread.
public final class NibDocuments: @unchecked Sendable {
    public static let shared = NibDocuments()
    private let lock = NSLock()
    private var documents: [String: (size: Int, modified: Date, document: IBDocument)] = [:]

    public func document(at path: String) throws(IBError) -> IBDocument {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let size = (attributes?[.size] as? NSNumber)?.intValue ?? -1, modified = attributes?[.modificationDate] as? Date ?? .distantPast
        lock.lock()
        let known = documents[path]
        lock.unlock()
        if let known, known.size == size, known.modified == modified { return known.document }
        let document = try IBDocument.read(contentsOf: URL(fileURLWithPath: path))
        lock.lock()
        documents[path] = (size, modified, document)
        lock.unlock()
        return document
    }
}
