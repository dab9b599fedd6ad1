import { plainBlocks, type PlainBlock } from './plainBlocks';

function PlainBlockView({ block }: { block: PlainBlock }) {
  switch (block.kind) {
    case 'heading': {
      const Heading = `h${block.level}` as const;
      return <Heading>{block.text}</Heading>;
    }
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List>
          {block.items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </List>
      );
    }
    case 'table':
      return (
        <table>
          <thead>
            <tr>
              {block.header.map((cell, index) => (
                <th key={index}>{cell}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {row.map((cell, index) => (
                  <td key={index}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      );
    case 'paragraph':
      return <p>{block.text}</p>;
  }
}

/** Markdown as its plain blocks, in the elements the renderer makes of them (plainBlocks.ts). */
export function PlainMarkdown({ markdown }: { markdown: string }) {
  return plainBlocks(markdown).map((block, index) => <PlainBlockView key={index} block={block} />);
}
