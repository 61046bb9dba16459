import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { FilterChips, nextFilterValue } from '../../../src/ui/filter-chips.tsx'

describe('nextFilterValue', () => {
  it('activates a clicked filter and replaces another one', () => {
    expect(nextFilterValue(null, 'stage-1')).toBe('stage-1')
    expect(nextFilterValue('day-16', 'stage-1')).toBe('stage-1')
  })
  it('turns the active filter off on a second click', () => {
    expect(nextFilterValue('stage-1', 'stage-1')).toBeNull()
  })
})

describe('FilterChips', () => {
  it('reports null when the active chip is clicked again', async () => {
    const onChange = vi.fn()
    render(
      <FilterChips
        options={[
          { value: 'a', label: '16 Ottobre' },
          { value: 'b', label: '17 Ottobre' },
        ]}
        value="a"
        onChange={onChange}
      />,
    )
    await userEvent.click(screen.getByRole('button', { name: '16 Ottobre' }))
    expect(onChange).toHaveBeenLastCalledWith(null)
    await userEvent.click(screen.getByRole('button', { name: '17 Ottobre' }))
    expect(onChange).toHaveBeenLastCalledWith('b')
  })
})
