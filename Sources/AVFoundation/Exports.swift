// As Apple's AVFoundation does, `import AVFoundation` brings Foundation (a file importing only AVFoundation uses `Date`, `URL`).
@_exported import Foundation
