// As Apple's UniformTypeIdentifiers does, `import UniformTypeIdentifiers` brings Foundation (a file importing only UniformTypeIdentifiers uses `Date`, `URL`).
@_exported import Foundation
